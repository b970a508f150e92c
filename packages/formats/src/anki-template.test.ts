import { describe, expect, it } from 'vitest';
import { parseTemplate, renderCard } from './anki-template';

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
});
