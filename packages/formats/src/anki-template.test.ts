import { describe, expect, it } from 'vitest';
import { clozeField, flattenClozes, parseTemplate, renderCard, typedField } from './anki-template';

const fields = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('rendering an Anki card', () => {
  it('shows sections by whether their field holds anything', () => {
    const template = parseTemplate('{{Word}}{{#Hint}} ({{hint:Hint}}){{/Hint}}{{^Hint}} (no hint){{/Hint}}', '{{FrontSide}}<hr id="answer">{{Meaning}}');
    expect(renderCard(template, { fields: fields({ Word: 'casa', Hint: 'home', Meaning: 'house' }), cloze: null })).toEqual({
      question: 'casa (home)',
      answer: 'house',
    });
    expect(renderCard(template, { fields: fields({ Word: 'casa', Hint: '<br>', Meaning: 'house' }), cloze: null }).question).toBe('casa (no hint)');
  });

  it('hides a typed answer on the question and shows it on the answer', () => {
    const template = parseTemplate('{{Front}}\n{{type:Back}}', '{{Front}}<hr id=answer>{{type:Back}}');
    expect(renderCard(template, { fields: fields({ Front: 'uno', Back: 'one' }), cloze: null })).toEqual({ question: 'uno\n', answer: 'one' });
  });

  it('takes the answer side without the front when there is no answer rule', () => {
    const template = parseTemplate('{{Front}}', '{{FrontSide}} means {{Back}}');
    expect(renderCard(template, { fields: fields({ Front: 'uno', Back: 'one' }), cloze: null }).answer).toBe(' means one');
  });

  it('renders cloze deletions with hints, nested ones and {{#c2}} sections', () => {
    const template = parseTemplate('{{cloze:Text}}{{#c2}} (second){{/c2}}', '{{cloze:Text}}');
    const text = '{{c1::Ottawa::city}} is in {{c2::Canada}}; {{c3::a {{c1::nested}} one}}';
    const card = (cloze: number) => renderCard(template, { fields: fields({ Text: text }), cloze });
    expect(card(1)).toEqual({ question: '[city] is in Canada; a [...] one', answer: 'Ottawa is in Canada; a nested one' });
    expect(card(2).question).toBe('Ottawa is in [...]; a nested one (second)');
    expect(card(3).question).toBe('Ottawa is in Canada; [...]');
  });

  it('takes a hint after the first "::", as Anki does, so a hint may hold "::"', () => {
    const template = parseTemplate('{{cloze:Text}}', '{{cloze:Text}}');
    const text = 'The {{c1::moon::🌛}} {{c2::orbits::this hint has "::" in it}} the {{c3::🌏}}.';
    const card = (cloze: number) => renderCard(template, { fields: fields({ Text: text }), cloze });
    expect(card(2).question).toBe('The moon [this hint has "::" in it] the 🌏.');
    expect(card(1).answer).toBe('The moon orbits the 🌏.');
  });

  it('shows what the answer side adds beside a typed answer when asked to hide it', () => {
    const template = parseTemplate('{{Front}}\n{{type:Back}}', '{{Front}}<hr id=answer>{{type:Back}}{{#Extra}}<br>{{Extra}}{{/Extra}}');
    expect(renderCard(template, { fields: fields({ Front: 'uno', Back: 'one', Extra: 'a number' }), cloze: null, hideTyped: true }).answer).toBe('<br>a number');
  });
});

describe('what a note type asks', () => {
  it('finds the field a card asks to type, in a section too, and not a typed cloze', () => {
    expect(typedField(parseTemplate('{{Front}}\n\n{{type:Back}}', ''))).toBe('Back');
    expect(typedField(parseTemplate('{{#Back}}{{type:Back}}{{/Back}}', ''))).toBe('Back');
    expect(typedField(parseTemplate('{{cloze:Text}}{{type:cloze:Text}}', ''))).toBeNull();
    expect(typedField(parseTemplate('{{Front}}', '{{type:Back}}'))).toBeNull();
    expect(clozeField(parseTemplate('{{cloze:Text}}{{type:cloze:Text}}', ''))).toBe('Text');
    expect(clozeField(parseTemplate('{{Front}}', ''))).toBeNull();
  });

  it('keeps one level of cloze deletions, an inner one as the outer one’s text (Anki’s nested cloze cases)', () => {
    expect(flattenClozes('foo {{c1::bar {{c2::baz}}}}')).toEqual({ text: 'foo {{c1::bar baz}}', nested: true });
    expect(flattenClozes('foo {{c1::bar {{c2::baz}}::qux}}')).toEqual({ text: 'foo {{c1::bar baz::qux}}', nested: true });
    expect(flattenClozes('{{c2::te}}{{c1::s}}t{{')).toEqual({ text: '{{c2::te}}{{c1::s}}t{{', nested: false });
    expect(flattenClozes('a }} b {{c1::x::hint}}')).toEqual({ text: 'a }} b {{c1::x::hint}}', nested: false });
    // one never closed is text
    expect(flattenClozes('{{c1::open {{c2::closed}} end')).toEqual({ text: '{{c1::open {{c2::closed}} end', nested: false });
  });
});
