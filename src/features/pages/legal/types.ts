interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
}
