import { describe, expect, it } from 'vitest';
import { embedCode, shareUrl } from './share-dialog.tsx';

describe('embed code', () => {
  it('frames the public table, titled with the schedule name made safe for an attribute', () => {
    const code = embedCode('s1', 'U10 "A" <Spring> & more');
    expect(code).toContain(`src="${shareUrl('s1')}"`);
    expect(code).toContain('title="U10 &#34;A&#34; &#60;Spring&#62; &#38; more"');
  });
});
