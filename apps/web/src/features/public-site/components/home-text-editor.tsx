import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The home page's text: a small rich-text editor (bold, italic, underline, headings, lists, links, undo)
 * that writes HTML. It is only a convenience: the server sanitises whatever arrives with an allow-list of
 * tags and attributes before storing it (docs/public-site.md#home-text). `initial` is read once.
 */
export function HomeTextEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    // Mantine's link mark, which its link control edits, instead of the kit's own.
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const labels = useMemo(
    () => ({
      boldControlLabel: t('publicSite.editor.bold'),
      italicControlLabel: t('publicSite.editor.italic'),
      underlineControlLabel: t('publicSite.editor.underline'),
      h2ControlLabel: t('publicSite.editor.heading'),
      h3ControlLabel: t('publicSite.editor.subheading'),
      bulletListControlLabel: t('publicSite.editor.bulletList'),
      orderedListControlLabel: t('publicSite.editor.orderedList'),
      linkControlLabel: t('publicSite.editor.link'),
      unlinkControlLabel: t('publicSite.editor.unlink'),
      linkEditorInputLabel: t('publicSite.editor.linkUrl'),
      linkEditorSave: t('common.save'),
      undoControlLabel: t('publicSite.editor.undo'),
      redoControlLabel: t('publicSite.editor.redo'),
    }),
    [t],
  );
  return (
    <div>
      <Input.Label id={labelId}>{t('publicSite.settings.homeText')}</Input.Label>
      <Input.Description mb={6}>{t('publicSite.settings.homeTextHint')}</Input.Description>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </div>
  );
}
