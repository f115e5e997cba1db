// An intentionally empty page: the yardstick for the designer's JavaScript size (scripts/bundle-size.mjs).
export const metadata = { title: 'Empty', robots: { index: false } };

export default function Empty() {
  return null;
}
