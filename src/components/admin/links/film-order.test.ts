import { describe, expect, it } from 'vitest';
import { chosenInOrder, moveFilm, toggleFilm } from './film-order.ts';

describe('the films of a link, in the chosen order', () => {
  it('appends a checked film at the end and removes an unchecked one, keeping the rest', () => {
    let chosen: string[] = [];
    for (const id of ['c', 'a', 'b']) chosen = toggleFilm(chosen, id, true);
    expect(chosen).toEqual(['c', 'a', 'b']);
    expect(toggleFilm(chosen, 'a', true)).toEqual(['c', 'a', 'b']);
    expect(toggleFilm(chosen, 'a', false)).toEqual(['c', 'b']);
    expect(toggleFilm(toggleFilm(chosen, 'a', false), 'a', true)).toEqual(['c', 'b', 'a']);
  });

  it('moves a film one place up or down, and nothing past either end', () => {
    const chosen = ['a', 'b', 'c'];
    expect(moveFilm(chosen, 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveFilm(chosen, 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveFilm(chosen, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveFilm(chosen, 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveFilm(chosen, 'z', -1)).toEqual(['a', 'b', 'c']);
    expect(chosen).toEqual(['a', 'b', 'c']);
  });

  it('keeps the stored order, not the portfolio order, and drops films that are gone', () => {
    const portfolio = ['a', 'b', 'c', 'd'];
    expect(chosenInOrder(['d', 'gone', 'b', 'd'], portfolio)).toEqual(['d', 'b']);
  });
});
