import { describe, expect, it } from 'vitest'
import { POLICY_PAGES } from '../../../scripts/seed/content/pages-policies'
import { SHOP_PAGES } from '../../../scripts/seed/content/pages-shop'
import { XSS_CORPUS } from '../../test/fixtures/xss-corpus'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml keeps content', () => {
  it('leaves every seeded page exactly as it is', () => {
    const contents = [...SHOP_PAGES, ...POLICY_PAGES].flatMap((page) =>
      page.content.map((html, index) => ({ slug: `${page.slug}.${index ? 'en' : 'tr'}`, html })),
    )
    expect(contents.length).toBeGreaterThanOrEqual(14)
    for (const { slug, html } of contents) expect(sanitizeHtml(html), slug).toBe(html)
  })

  it('keeps what a rich-text editor writes', () => {
    const html =
      '<h2>Başlık</h2><p>Metin <strong>kalın</strong> <em>eğik</em> <u>altı çizili</u> <s>üstü çizili</s> <code>kod</code></p>' +
      '<ul><li><p>bir</p></li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote><hr /><br />' +
      '<p>a &nbsp; b &lt;3 &amp; 5 &gt; 4</p><pre><code>x</code></pre>' +
      '<figure><img src="/media/pages/a.webp" alt="Diş &quot;fırçası&quot; &amp; macun" width="640" height="480">' +
      '<figcaption>Açıklama</figcaption></figure>' +
      '<table><caption>Kargo</caption><thead><tr><th colspan="2" scope="col">A</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody><tfoot><tr><td>3</td></tr></tfoot></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps links to http(s), mailto, tel and relative addresses, entities in them as the browser reads them', () => {
    const html =
      '<a href="https://x.example/?a=1&amp;b=2" title="Site">s</a><a href="mailto:info@example.com">m</a>' +
      '<a href="tel:+905321234567">t</a><a href="/iade-politikasi">r</a><a href="#top">#</a>'
    expect(sanitizeHtml(html)).toBe(html)
    expect(sanitizeHtml('<a href="https&#58;//x.example/&#x61;">x</a>')).toBe(
      '<a href="https://x.example/a">x</a>',
    )
  })
})

describe('sanitizeHtml removes', () => {
  const cases: [string, string, string][] = [
    ['a script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['an unclosed script to the end', '<p>a</p><script>alert(1)<p>b</p>', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)" OnMouseOver=x>a</p>', '<p>a</p>'],
    [
      'an image source that is not http(s) or /media/',
      '<img src=x onerror=alert(1) alt="a">',
      '<img alt="a">',
    ],
    ['a javascript: link hidden by a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: link in decimal entities',
      '<a href="&#106;&#97;vascript&#58;alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['style, class and id', '<p style="color:red" class="x" id="y" data-x="1">c</p>', '<p>c</p>'],
    [
      'a target other than _blank, and any rel given',
      '<a href="/x" target="_top" rel="opener">x</a>',
      '<a href="/x">x</a>',
    ],
    [
      'an opener from a new tab',
      '<a target="_blank" href="https://x.example">x</a>',
      '<a target="_blank" rel="noopener noreferrer" href="https://x.example">x</a>',
    ],
    [
      'svg with everything in it',
      '<p>a</p><svg><p>b</p><script>c</script></svg><p>d</p>',
      '<p>a</p><p>d</p>',
    ],
    [
      'unknown tags, keeping their text',
      '<div><span>a</span><button formaction="javascript:x">b</button></div>',
      'ab',
    ],
    ['comments', '<p>a<!-- <script>x</script> --></p>', '<p>a</p>'],
    [
      'a sizes that are not whole numbers',
      '<img src="/media/a.png" width="50%" height="1e9">',
      '<img src="/media/a.png">',
    ],
    ['tags named after Object properties', '<constructor><toString>x</toString></constructor>', 'x'],
    [
      'attributes after a slash in the tag name',
      '<img/src=x/onerror=alert(1)><p/onclick="y">z</p>',
      '<img><p>z</p>',
    ],
  ]
  it.each(cases)('%s', (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected)
  })

  it('turns headings outside h2-h4 into the nearest one', () => {
    expect(sanitizeHtml('<h1 onclick="x">A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>')
  })

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeHtml('<p title="a<img src=x onerror=alert(1)>')).toBe(
      '&lt;p title="a&lt;img src=x onerror=alert(1)&gt;',
    )
  })
})

describe('sanitizeHtml on the XSS corpus', () => {
  it.each(XSS_CORPUS.map((vector) => [vector.name, vector.html]))('%s: output is stable', (_name, html) => {
    const once = sanitizeHtml(html)
    // A page loaded into the form and saved again must come back as it was.
    expect(sanitizeHtml(once)).toBe(once)
  })
})
