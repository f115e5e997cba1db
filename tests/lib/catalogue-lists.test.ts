// The generator's lists of what data/roles holds (scripts/catalogue-lists.ts) and its in-place JSON edits
// (scripts/json-edit.ts): a list keeps its committed order, a new id goes last, the rest of a file keeps its layout.
import { describe, expect, it } from 'vitest';
import { gameEdits, keepOrder, roleEdits } from '../../scripts/catalogue-lists';
import { insertBefore, replaceAt } from '../../scripts/json-edit';

const oracle = { id: 'oracle', nightSteps: [{ id: 'oracle', power: 'inspect', event: 'oracle', records: 'seat' }], dayPowers: [] };
const seer = { id: 'seer', nightSteps: [{ id: 'seer', power: 'inspect', event: 'seer', records: 'seat' }], dayPowers: [] };

describe('catalogue lists', () => {
  it('keep the committed order, drop what the data no longer holds, add what is new last', () => {
    expect(keepOrder(['b', 'a', 'gone'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
  });

  it('add a new step id and nothing else to role.schema.json', () => {
    const e = (ids: string[]) => ({ enum: ids });
    const schema = {
      definitions: { nightStep: { properties: { id: e(['seer']), power: e(['inspect']) } }, dayPower: { properties: { id: e([]), power: e([]) } } },
    };
    expect(roleEdits(schema, [seer])).toEqual([]);
    expect(roleEdits(schema, [seer, oracle])).toEqual([{ path: ['definitions', 'nightStep', 'properties', 'id', 'enum'], value: ['seer', 'oracle'] }]);
  });

  it("write a one-seat step's event before the union, and the union from every definition", () => {
    const schema = { definitions: { seerEvent: { properties: { type: { const: 'seer' } } }, event: { oneOf: [{ $ref: '#/definitions/seerEvent' }] } } };
    const edits = gameEdits(schema, [seer, oracle]);
    expect(edits.map((x) => ('key' in x ? x.key : x.path.join('.')))).toEqual(['oracleEvent', 'definitions.event.oneOf']);
    const twoSeats = { ...oracle, nightSteps: [{ ...oracle.nightSteps[0], records: 'twoSeats' }] };
    expect(() => gameEdits(schema, [twoSeats])).toThrow(/needs its definition/);
  });

  it('edit a JSON text in place', () => {
    const text = '{\n  "a": { "x": [1, 2] },\n  "b": "keep"\n}\n';
    expect(replaceAt(text, ['a', 'x'], [3])).toBe('{\n  "a": { "x": [3] },\n  "b": "keep"\n}\n');
    expect(insertBefore(text, [], 'b', 'n', 1)).toBe('{\n  "a": { "x": [1, 2] },\n  "n": 1,\n"b": "keep"\n}\n');
  });
});
