// Home, in the language of its path (components/routes/home; the languages: app/[lang]/layout).
import Route, { metadataFor } from '../../components/routes/home';
import { type LangParams, langOf } from '../../components/routes/lang-params';

export const generateMetadata = async (props: LangParams) => metadataFor(await langOf(props));

export default async function Page(props: LangParams) {
  return <Route lang={await langOf(props)} />;
}
