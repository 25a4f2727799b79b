/** The web app's confirmation page for an emailed token (`/confirm?confirmation_token=`). */
export const confirmationLink = (appUrl: string, token: string): string =>
  `${appUrl}/confirm?confirmation_token=${encodeURIComponent(token)}`;
