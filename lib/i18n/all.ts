// Adds every language's messages (data/i18n/<lang>/*.json): for the CLI, the tests and the build's
// server side, which speak every language. Pages in the browser load only theirs (components/messages).
import { ALL_MESSAGES } from '../generated/messages-all';
import { addMessages } from './index';

for (const files of Object.entries(ALL_MESSAGES)) for (const messages of Object.values(files[1])) addMessages(files[0], messages);
