import type { Locale } from '@app/contracts';
import type { MailMessage } from './mailer.ts';

type Texts = { subject: string; body: (link: string, extra: string) => string };

// Each message exists in every locale; TypeScript checks that the two catalogs have the same keys.
const catalog = {
  en: {
    confirmAccount: {
      subject: 'Confirm your email address',
      body: (link) => `Welcome to Fixture!\n\nConfirm your email address by opening this link:\n\n${link}\n`,
    },
    confirmEmailChange: {
      subject: 'Confirm your new email address',
      body: (link) =>
        `You asked to change the email address of your Fixture account to this one.\n\nConfirm it by opening this link:\n\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
    },
    resetPassword: {
      subject: 'Reset your password',
      body: (link) =>
        `Someone asked to reset the password of your Fixture account.\n\nChoose a new password with this link (valid for 2 hours, usable once):\n\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
    },
    emailTaken: {
      subject: 'Someone tried to use your email address',
      body: () =>
        `Someone asked to change the email address of another Fixture account to this address, which already has an account. Nothing changed.\n\nIf it was you, sign in with this address instead, or choose another one. If it was not you, you can ignore this message.\n`,
    },
    passwordChanged: {
      subject: 'Your password was changed',
      // `removed`: how many members of an unconfirmed account's organisations the reset removed (docs/users.md).
      body: (_link, removed) =>
        `The password of your Fixture account was changed with a reset link sent to this address.\n\n${
          removed
            ? `Your email address had not been confirmed yet, so the ${removed} member(s) added to your organizations before this reset were removed, and pending invitations and email changes were cancelled. Invite the people you trust again.\n\n`
            : ''
        }If you did not do this, reset your password again right away.\n`,
    },
    invitation: {
      subject: 'You have been invited to an organization',
      body: (link, organization) =>
        `You have been invited to join "${organization}" on Fixture.\n\nAccept the invitation with this link:\n\n${link}\n`,
    },
  },
  ja: {
    confirmAccount: {
      subject: 'メールアドレスの確認',
      body: (link) =>
        `Fixture へようこそ。\n\n次のリンクを開いてメールアドレスを確認してください。\n\n${link}\n`,
    },
    confirmEmailChange: {
      subject: '新しいメールアドレスの確認',
      body: (link) =>
        `Fixture アカウントのメールアドレスをこのアドレスに変更するリクエストを受け付けました。\n\n次のリンクを開いて確認してください。\n\n${link}\n\nお心当たりのない場合は、このメールを無視してください。\n`,
    },
    resetPassword: {
      subject: 'パスワードの再設定',
      body: (link) =>
        `Fixture アカウントのパスワード再設定のリクエストを受け付けました。\n\n次のリンクから新しいパスワードを設定してください（有効期限 2 時間、1 回のみ使用可能）。\n\n${link}\n\nお心当たりのない場合は、このメールを無視してください。\n`,
    },
    emailTaken: {
      subject: 'メールアドレスの利用の試み',
      body: () =>
        `別の Fixture アカウントのメールアドレスを、既にアカウントのあるこのアドレスに変更しようとする操作がありました。何も変更されていません。\n\nご本人の場合は、このアドレスでサインインするか、別のアドレスを選んでください。お心当たりのない場合は、このメールを無視してください。\n`,
    },
    passwordChanged: {
      subject: 'パスワードが変更されました',
      body: (_link, removed) =>
        `このアドレスに送られた再設定リンクで、Fixture アカウントのパスワードが変更されました。\n\n${
          removed
            ? `メールアドレスが未確認だったため、この再設定の前に組織に追加された ${removed} 人のメンバーを削除し、保留中の招待とメールアドレス変更を取り消しました。信頼できる人をもう一度招待してください。\n\n`
            : ''
        }お心当たりのない場合は、すぐにもう一度パスワードを再設定してください。\n`,
    },
    invitation: {
      subject: '組織への招待',
      body: (link, organization) =>
        `Fixture の「${organization}」に招待されました。\n\n次のリンクから招待を承認してください。\n\n${link}\n`,
    },
  },
} satisfies Record<Locale, Record<string, Texts>>;

/** The kinds of mail the server sends. */
export type MailKind = keyof (typeof catalog)['en'];

/** Renders one message in `locale` (unknown locales fall back to English) with `link` on a line of its own. */
export function renderMail(
  kind: MailKind,
  options: { to: string; locale: string; link: string; extra?: string },
): MailMessage {
  const texts: Texts = (options.locale === 'ja' ? catalog.ja : catalog.en)[kind];
  return { to: options.to, subject: texts.subject, text: texts.body(options.link, options.extra ?? '') };
}
