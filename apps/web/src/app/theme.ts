import { createTheme, Modal } from '@mantine/core';

/** Dialogs are 600 px wide but never wider than 90 % of the viewport , so they fit at 375 px. */
export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif',
  components: {
    Modal: Modal.extend({
      defaultProps: { size: 600, centered: true },
      styles: { content: { maxWidth: '90vw' } },
    }),
  },
});
