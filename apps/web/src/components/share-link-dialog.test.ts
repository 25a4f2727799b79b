import { describe, expect, it } from 'vitest';
import { embedCode } from './share-link-dialog.tsx';

describe('embed code', () => {
  it('frames the shared page, titled with the name made safe for an attribute', () => {
    const url = 'https://example.test/embed/abc_DEF-123';
    const code = embedCode(url, 'U10 "A" <Spring> & more');
    expect(code).toContain(`src="${url}"`);
    expect(code).toContain('title="U10 &#34;A&#34; &#60;Spring&#62; &#38; more"');
  });
});
