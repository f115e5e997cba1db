// Home, in the default language (components/routes/home).
import Route, { metadataFor } from '../../components/routes/home';
import { DEFAULT_LANG } from '../../lib/i18n/languages';

export const metadata = metadataFor(DEFAULT_LANG);

export default function Page() {
  return <Route lang={DEFAULT_LANG} />;
}
