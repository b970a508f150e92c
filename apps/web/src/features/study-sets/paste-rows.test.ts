import { describe, expect, it } from 'vitest';
import { pastedRows } from './paste-rows';

describe('a paste into a term', () => {
  it('is left to the field when it is one plain value, commas and all', () => {
    expect(pastedRows('Paris, France')).toBeNull();
    expect(pastedRows('photosynthesis\n')).toBeNull();
  });

  it('splits rows copied from a spreadsheet on tabs, Windows line ends included', () => {
    expect(pastedRows('chat\tcat\r\nchien\tdog\r\n')).toEqual([
      ['chat', 'cat'],
      ['chien', 'dog'],
    ]);
  });

  it('keeps a cell the spreadsheet quoted for its line breaks whole', () => {
    expect(pastedRows('mitosis\t"one cell\ninto two"\tBiology\nmeiosis\tfour cells\tBiology')).toEqual([
      ['mitosis', 'one cell\ninto two', 'Biology'],
      ['meiosis', 'four cells', 'Biology'],
    ]);
  });

  it('takes a single row with a tab as a term and its definition', () => {
    expect(pastedRows('ephemeral\tlasting a very short time')).toEqual([['ephemeral', 'lasting a very short time']]);
  });

  it('splits lines on commas when every line has one, with CSV quoting', () => {
    expect(pastedRows('H2O,water\n"NaCl","salt, common"\n')).toEqual([
      ['H2O', 'water'],
      ['NaCl', 'salt, common'],
    ]);
  });

  it('makes one term a line when the lines are not all comma-separated, and skips blank lines', () => {
    expect(pastedRows('alpha\n\n  beta, gamma \ndelta')).toEqual([['alpha'], ['beta, gamma'], ['delta']]);
  });

  it('drops rows whose cells are all blank', () => {
    expect(pastedRows('a\tb\n\t\n c \t d ')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
