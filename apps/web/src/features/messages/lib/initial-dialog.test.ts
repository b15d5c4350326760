import { describe, expect, it } from 'vitest';
import { initialDialog } from './initial-dialog';

const trainer = { userId: 'trainer', isDirector: false };
const director = { userId: 'director', isDirector: true };

describe('the dialog /messages opens', () => {
  it('is the trainer named in ?trainer=', () => {
    expect(initialDialog([trainer, director], 'trainer', { isMember: true })).toBe('trainer');
  });

  it("is the director's when no trainer id is given", () => {
    expect(initialDialog([trainer, director], null, { isMember: true })).toBe('director');
  });

  it('is none for a trainer or the director without an id (they start on their list)', () => {
    expect(initialDialog([{ userId: 'member', isDirector: false }], null, { isMember: false })).toBeNull();
  });

  it('is none for an id this account may not talk to', () => {
    expect(initialDialog([trainer, director], 'someone-else', { isMember: true })).toBeNull();
  });

  it('is none when a member has no director to talk to', () => {
    expect(initialDialog([trainer], null, { isMember: true })).toBeNull();
  });
});
