// A legal document as reviewable data. Placeholders {supportEmail}, {privacyEmail} and
// {postalAddress} are filled from configuration when the page renders.

export interface LegalSection {
  /** Short heading without a number; the page numbers sections 1-15. */
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** Human date, e.g. 'July 7, 2025'. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}
