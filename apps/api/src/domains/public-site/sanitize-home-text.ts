import type sanitizeHtml from 'sanitize-html';

/**
 * The home text's allow-list (docs/public-site.md#home-text): what a rich-text editor writes for a league's
 * welcome page (paragraphs, headings, lists, emphasis, links, quotes) and nothing that runs code or loads
 * anything: no scripts, styles, images, frames, forms or event attributes. Links may only go to http(s) and
 * mailto, open in a new tab without giving it the opener, and carry `nofollow` so a league page does not lend
 * its standing to whatever a compromised account links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        target: '_blank',
        rel: 'noopener nofollow',
      },
    }),
  },
};

// Loaded on the first home text saved, not at start: a sizeable part of every server's (and test file's) start.
let library: Promise<typeof sanitizeHtml> | undefined;

/** The home text as stored and served: the allow-listed HTML only, trimmed. */
export async function sanitizeHomeText(html: string): Promise<string> {
  library ??= import('sanitize-html').then((module) => module.default);
  return (await library)(html, OPTIONS).trim();
}
