// Lab, in the default language (components/routes/lab).
import Route, { metadataFor } from '../../../components/routes/lab';
import { DEFAULT_LANG } from '../../../lib/i18n/languages';

export const metadata = metadataFor(DEFAULT_LANG);

export default function Page() {
  return <Route lang={DEFAULT_LANG} />;
}
