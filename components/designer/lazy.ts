// The designer's checking machinery — zod (the board schema generated from schemas/) and the resolver, the validator with
// its catalogue data, storage, the share-link codec — in one chunk whose download starts as soon as
// the designer's code runs, in parallel with hydration. The first load carries the interactive
// page only (the text is server-rendered); the form is enabled once this chunk is in.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { boardSchema } from '../../lib/generated/zod/board';
import { MAX_FILE_BYTES, parseBoard, parseBoardText } from '../../lib/schema';
import { decodeBoard, payloadOf, shareHash, shareUrl, boardForShare } from '../../lib/share';
import { loadState, saveBoard } from '../../lib/storage';
import { applyFix, validate } from '../../lib/validator';
import type { FormBoard } from './board-form';

/** react-hook-form's resolver: zod's, with the schema derived from schemas/board.schema.json. */
export const resolver = zodResolver(boardSchema as never) as unknown as Resolver<FormBoard>;

export { applyFix, validate, MAX_FILE_BYTES, parseBoard, parseBoardText, decodeBoard, payloadOf, shareHash, shareUrl, boardForShare, loadState, saveBoard };
