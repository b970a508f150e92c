import { describe, expect, it } from 'vitest';
import { ankiStripHtml, htmlToText, mediaNames, textToHtml } from './html-text';

describe('HTML as text', () => {
  it('breaks lines where the HTML does and nowhere else', () => {
    expect(htmlToText('one<br>two<br/><br />four')).toBe('one\ntwo\n\nfour');
    expect(htmlToText('first<div>second</div><div>third</div>')).toBe('first\nsecond\nthird');
    expect(htmlToText('first<div><br></div><div>after a blank line</div>')).toBe('first\n\nafter a blank line');
    expect(htmlToText('<p>one</p><p>two</p>\n\n  <ul><li>a</li><li>b</li></ul>')).toBe('one\ntwo\na\nb');
    expect(htmlToText('source\nline   breaks\tare spaces')).toBe('source line breaks are spaces');
  });

  it('drops tags, scripts, styles, comments and media; decodes entities after', () => {
    const html = '<style>.x{}</style><script>alert(1)</script><!-- note --><span style="color:red">red</span> &lt;b&gt; &amp;amp; &eacute;&nbsp;&#233;&#x00E9; <img src="a.png"> [sound:b.mp3]';
    expect(htmlToText(html)).toBe('red <b> &amp; é éé');
  });

  it('names the media a field refers to', () => {
    expect(mediaNames('<img src="a b.png"> <IMG SRC=\'c.jpg\'> <img src=d.gif alt=x> [sound:e.mp3]')).toEqual(['a b.png', 'c.jpg', 'd.gif', 'e.mp3']);
    expect(mediaNames('plain words')).toEqual([]);
  });

  it('writes text as HTML that reads back the same', () => {
    const text = 'a < b & "c"\n\n  d   e';
    expect(textToHtml(text)).toBe('a &lt; b &amp; &quot;c&quot;<br><br>&nbsp;&nbsp;d &nbsp; e');
    expect(htmlToText(textToHtml('x <y> & z\nline   two'))).toBe('x <y> & z\nline   two');
  });

  it('keeps the spaces at the edges of a line, as code is indented, and reads a no-break space as a space', () => {
    const code = 'def f():\n    return 1 \n  # done';
    expect(htmlToText(textToHtml(code))).toBe(code);
    expect(htmlToText(textToHtml('one\n\u00a0two'))).toBe('one\n two');
    // with markup or without, a no-break space is a space
    expect(htmlToText('a\u00a0b')).toBe(htmlToText('a\u00a0<b>b</b>'));
  });

  it("strips as Anki does for a note's sort field", () => {
    expect(ankiStripHtml('a<br>b &amp; <b>c</b>&nbsp;d')).toBe('ab & c d');
  });
});
