// Every test speaks every language, as the CLI does.
import '../lib/i18n/all';
