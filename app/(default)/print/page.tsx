// Print, in the default language (components/routes/print).
import Route, { metadataFor } from '../../../components/routes/print';
import { DEFAULT_LANG } from '../../../lib/i18n/languages';

export const metadata = metadataFor(DEFAULT_LANG);

export default function Page() {
  return <Route lang={DEFAULT_LANG} />;
}
