// A card as every reader sees it: a catalogue role (data/roles) or a board's custom card resolved to the same
// shape (lib/catalogue/custom), its texts message ids or inline words (lib/i18n/inline).
import type { CustomId } from '../generated/custom-id';
import type { Role } from '../generated/role';
import type { TextRef } from '../i18n';
import type { RoleId } from '../generated/role-id';

export type { CustomId };
/** A card's id: a catalogue role's, or a custom card's (custom:<name>) on the board that carries it. */
export type CardId = RoleId | CustomId;

const CUSTOM_ID = /^custom:[a-z][A-Za-z0-9]{0,29}$/;
export const isCustomId = (x: unknown): x is CustomId => typeof x === 'string' && CUSTOM_ID.test(x);

type CatalogueStep = Role['nightSteps'][number];
type CatalogueDayPower = Role['dayPowers'][number];
type StepTexts = 'wake' | 'line' | 'laterLine' | 'closeLine' | 'note';

/** A night step of a card: a catalogue step, or a custom one (its id its card's, its words inline). */
export interface CardNightStep extends Omit<CatalogueStep, 'id' | 'event' | StepTexts | 'source'> {
  readonly id: CatalogueStep['id'] | CustomId;
  readonly event: string | null;
  readonly wake: TextRef;
  readonly line: TextRef;
  readonly laterLine?: TextRef;
  readonly closeLine?: TextRef;
  readonly note?: TextRef;
  readonly source: string;
  /** A custom step's place in each wake order (absent on catalogue steps: the order lists them). */
  readonly anchors?: Readonly<Record<string, { readonly after?: string; readonly before?: string }>>;
}

export interface CardDayPower extends Omit<CatalogueDayPower, 'id' | 'description'> {
  readonly id: CatalogueDayPower['id'] | CustomId;
  readonly description: TextRef;
}

/** What a custom card adds to a role's fields (absent on catalogue roles). */
export interface CustomFacts {
  /** No power expresses it: the judge resolves it by hand; the engine and the lab refuse it. */
  readonly textOnly: boolean;
  /** The catalogue card it copies, if any. */
  readonly base: RoleId | null;
  /** The author's point value (null: unknown). */
  readonly points: number | null;
  readonly author: string;
}

export interface CardRole extends Omit<Role, 'id' | 'name' | 'short' | 'description' | 'nightSteps' | 'dayPowers'> {
  readonly id: CardId;
  readonly name: TextRef;
  readonly short: TextRef;
  readonly description: TextRef;
  readonly nightSteps: readonly CardNightStep[];
  readonly dayPowers: readonly CardDayPower[];
  readonly custom?: CustomFacts;
}
