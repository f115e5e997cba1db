// Home, in the language of its path (components/routes/home; the languages: app/[lang]/layout).
import Route, { metadataFor } from '../../components/routes/home';
import { DEFAULT_LANG, isLang, type Lang } from '../../lib/languages';

type Props = { params: Promise<{ lang: string }> };
const langOf = async ({ params }: Props): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : DEFAULT_LANG;
};

export async function generateMetadata(props: Props) {
  return metadataFor(await langOf(props));
}

export default async function Page(props: Props) {
  return <Route lang={await langOf(props)} />;
}
