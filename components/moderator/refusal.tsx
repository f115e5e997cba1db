/** Why a tap was refused, announced politely to screen readers; keeps its height so the seats don't jump. */
export function Refusal({ why, testId = 'refusal' }: { why: string | null | undefined; testId?: string }) {
  return (
    <p role="status" aria-live="polite" data-testid={testId} className="min-h-[1.5rem] text-center text-sm font-medium text-rose-800">
      {why}
    </p>
  );
}
