// Print, in the language of its path (components/routes/print; the languages: app/[lang]/layout).
import Route, { metadataFor } from '../../../components/routes/print';
import { type LangParams, langOf } from '../../../components/routes/lang-params';

export const generateMetadata = async (props: LangParams) => metadataFor(await langOf(props));

export default async function Page(props: LangParams) {
  return <Route lang={await langOf(props)} />;
}
