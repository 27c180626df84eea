import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: a screen in the languages' care shows no text of its own, only messages (`t`), so
 * every word it shows has its Hindi. The screens move into this list as they are translated;
 * a word typed into one of them fails here.
 */
const TRANSLATED = [
  'auth/guards.tsx',
  'components/events/CloseRegistrationButton.tsx',
  'components/events/ContactOrganiserDialog.tsx',
  'components/events/EditEventButton.tsx',
  'components/events/EventActionPopup.tsx',
  'components/events/EventActions.tsx',
  'components/events/EventActionsSlot.tsx',
  'components/events/EventCard.tsx',
  'components/events/EventCardGrid.tsx',
  'components/events/EventCategoryList.tsx',
  'components/events/EventDetailsView.tsx',
  'components/events/EventGrid.tsx',
  'components/events/EventLoadState.tsx',
  'components/events/EventsLoadError.tsx',
  'components/events/ParticipateButton.tsx',
  'components/events/PosterImage.tsx',
  'components/events/RegistrationBanners.tsx',
  'components/events/RegistrationStatusChip.tsx',
  'components/events/ResultsLink.tsx',
  'components/events/ShareMenu.tsx',
  'components/events/SportFilter.tsx',
  'components/events/card-grid.tsx',
  'components/participations/CategoryWaitlist.tsx',
  'components/participations/HoldCountdown.tsx',
  'components/participations/PaymentStatusChip.tsx',
  'components/participations/TestCheckoutDialog.tsx',
  'components/participations/participation-format.ts',
  'components/participations/payment-landing.ts',
  'components/participations/use-checkout.tsx',
  'layouts/Footer.tsx',
  'layouts/LanguageSwitch.tsx',
  'layouts/PublicMenuDrawer.tsx',
  'layouts/PublicNavbar.tsx',
  'pages/auth/AuthCard.tsx',
  'pages/auth/ConfirmOtpPage.tsx',
  'pages/auth/ForgotPasswordPage.tsx',
  'pages/auth/LoginNotices.tsx',
  'pages/auth/LoginPage.tsx',
  'pages/auth/OtpForm.tsx',
  'pages/auth/ResetPasswordPage.tsx',
  'pages/auth/RoleChoice.tsx',
  'pages/auth/SignupPage.tsx',
  'pages/auth/ValidateOtpPage.tsx',
  'pages/auth/VerifyEmailPage.tsx',
  'pages/certificates/CertificatePage.tsx',
  'pages/events/CompetitorPicker.tsx',
  'pages/events/ParticipantCategoryPicker.tsx',
  'pages/events/ParticipantForm.tsx',
  'pages/events/ParticipantFormPage.tsx',
  'pages/events/ParticipantSummary.tsx',
  'pages/events/ParticipantTeamFields.tsx',
  'pages/events/competitor.ts',
  'pages/events/participant-form.ts',
  'pages/payment/PaymentSuccessPage.tsx',
  'pages/public/AboutPage.tsx',
  'pages/public/ContactPage.tsx',
  'pages/public/EventDetailsPage.tsx',
  'pages/public/EventFilterPanel.tsx',
  'pages/public/EventSearchControls.tsx',
  'pages/public/EventsPage.tsx',
  'pages/public/HomeEventsBlock.tsx',
  'pages/public/HomePage.tsx',
  'pages/public/NotFoundPage.tsx',
];

// Attributes a person reads or hears.
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'helperText',
  'label',
  'placeholder',
  'title',
]);
// Words that are the same in every language: the brand.
const SAME_IN_EVERY_LANGUAGE = new Set(['Matchday']);

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The texts a file writes into its markup itself, with their lines. */
function untranslatedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(
      `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim()}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              ts.isStringLiteral(value.expression)
            ? value.expression
            : null;
      if (literal && hasWords(literal.text)) report(node, literal.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      hasWords(node.expression.text)
    )
      report(node, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('translated screens', () => {
  it.each(TRANSLATED)('%s writes no text of its own', (file) => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
    expect(untranslatedText(file, source)).toEqual([]);
  });

  it('finds typed words in text, in read attributes and in string children', () => {
    const found = untranslatedText(
      'x.tsx',
      `export const X = () => (
        <p aria-label="Close" data-testid="fine">
          Hello {'there'} <b>Matchday</b> {t('ok')} <img alt={'Poster'} />
        </p>
      );`,
    );
    expect(found).toEqual(['x.tsx:2 Close', 'x.tsx:3 Hello', 'x.tsx:3 there', 'x.tsx:3 Poster']);
  });
});
