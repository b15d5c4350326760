import { describe, expect, it } from 'vitest';
import { type SigningAction, type SigningState, canSign, initialSigningState, signingReducer } from './signing-state';

const run = (...actions: SigningAction[]) => actions.reduce(signingReducer, initialSigningState);
const agreed: SigningState = run(
  { type: 'scrolledToEnd' },
  { type: 'termsToggled', checked: true },
  { type: 'esignToggled', checked: true },
);

describe('signingReducer', () => {
  it('ignores the boxes until the terms were scrolled to their end', () => {
    const state = run({ type: 'termsToggled', checked: true }, { type: 'esignToggled', checked: true });
    expect(state).toEqual(initialSigningState);
    expect(agreed).toMatchObject({ scrolledToEnd: true, termsAccepted: true, esignAccepted: true });
  });

  it('opens the draw tab only with both boxes checked, with an empty pad', () => {
    const oneBox = run({ type: 'scrolledToEnd' }, { type: 'termsToggled', checked: true });
    expect(signingReducer(oneBox, { type: 'tabSelected', tab: 'draw' }).tab).toBe('type');
    const drawing = signingReducer({ ...agreed, drawn: 'data:old' }, { type: 'tabSelected', tab: 'draw' });
    expect(drawing).toMatchObject({ tab: 'draw', drawn: null });
  });

  it('unchecking either box forces the typed tab and keeps the typed text', () => {
    const drawing = signingReducer({ ...agreed, typed: 'Pat' }, { type: 'tabSelected', tab: 'draw' });
    for (const action of [
      { type: 'termsToggled', checked: false },
      { type: 'esignToggled', checked: false },
    ] as const) {
      expect(signingReducer(drawing, action)).toMatchObject({ tab: 'type', typed: 'Pat' });
    }
  });

  it('clears the signature of the open tab only', () => {
    const both = { ...agreed, typed: 'Pat', drawn: 'data:drawn' };
    expect(signingReducer(both, { type: 'cleared' })).toMatchObject({ typed: '', drawn: 'data:drawn' });
    expect(signingReducer({ ...both, tab: 'draw' }, { type: 'cleared' })).toMatchObject({ typed: 'Pat', drawn: null });
  });
});

describe('canSign', () => {
  it('needs both boxes and a non-blank typed name on the type tab', () => {
    expect(canSign({ ...agreed, typed: '   ' })).toBe(false);
    expect(canSign({ ...agreed, typed: 'Pat' })).toBe(true);
    expect(canSign({ ...agreed, typed: 'Pat', esignAccepted: false })).toBe(false);
    expect(canSign({ ...agreed, typed: 'Pat', termsAccepted: false })).toBe(false);
  });

  it('needs a drawing on the draw tab', () => {
    expect(canSign({ ...agreed, tab: 'draw', typed: 'Pat' })).toBe(false);
    expect(canSign({ ...agreed, tab: 'draw', drawn: 'data:drawn' })).toBe(true);
  });
});
