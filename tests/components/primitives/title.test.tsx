import { describe, expect, it } from 'vitest';
import { keepLastWordsTogether } from '../../../site/primitives/title.tsx';

describe('keepLastWordsTogether: a page title never ends on one word', () => {
  it('joins the last two words of a title of three words or more with a no-break space', () => {
    expect(keepLastWordsTogether('Freight and logistics')).toBe('Freight and\u00A0logistics');
    expect(keepLastWordsTogether('Libérez vos équipes de la ressaisie')).toBe('Libérez vos équipes de la\u00A0ressaisie');
  });

  it('leaves a title of one or two words free to wrap', () => {
    expect(keepLastWordsTogether('Contact')).toBe('Contact');
    expect(keepLastWordsTogether('Fret maritime')).toBe('Fret maritime');
  });
});
