export type HelpLanguage = 'en' | 'de';

/** Texts of the help modal and the price request form, in English and German (spec §1, §5, §8). */
export const helpMessages = {
  en: {
    title: 'Help',
    floatingButton: 'Hey, need more information?',
    language: 'Language',
    intro: 'The lightweight network explorer documents and visualises your IT/OT networks.',
    sections: [
      {
        title: 'Network map',
        body: 'Search devices and hosts, switch views, compare with a snapshot and analyse the impact of a failure.',
      },
      {
        title: 'Inventory and segmentation',
        body: 'Devices, hosts, neighbors, routes, ports, VLANs and zones with tags, notes and CSV export.',
      },
      {
        title: 'History and assessment',
        body: 'Configuration diffs, snapshots and automated security and compliance checks per device.',
      },
    ],
    videos: 'Demo videos',
    requestPrice: 'Request Price Details',
    bookDemo: 'Book a Demo',
    back: 'Back',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    send: 'Send request',
    sending: 'Sending...',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    success: 'Thank you! Your pricing request has been sent',
    sendFailed: 'An error occurred while sending your request. Please try again.',
  },
  de: {
    title: 'Hilfe',
    floatingButton: 'Hey, need more information?',
    language: 'Sprache',
    intro: 'Der Lightweight Network Explorer dokumentiert und visualisiert Ihre IT/OT-Netzwerke.',
    sections: [
      {
        title: 'Netzwerkkarte',
        body: 'Geräte und Hosts suchen, Ansichten wechseln, mit einem Snapshot vergleichen und die Auswirkung eines Ausfalls analysieren.',
      },
      {
        title: 'Inventar und Segmentierung',
        body: 'Geräte, Hosts, Nachbarn, Routen, Ports, VLANs und Zonen mit Tags, Notizen und CSV-Export.',
      },
      {
        title: 'Historie und Bewertung',
        body: 'Konfigurationsunterschiede, Snapshots und automatische Sicherheits- und Compliance-Prüfungen je Gerät.',
      },
    ],
    videos: 'Demo-Videos',
    requestPrice: 'Preisinformationen anfordern',
    bookDemo: 'Demo buchen',
    back: 'Zurück',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    send: 'Anfrage senden',
    sending: 'Wird gesendet...',
    firstNameRequired: 'Vorname ist erforderlich',
    lastNameRequired: 'Nachname ist erforderlich',
    emailRequired: 'E-Mail ist erforderlich',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    success: 'Vielen Dank! Ihre Preisanfrage wurde gesendet',
    sendFailed: 'Beim Senden Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
} as const;

export type HelpTexts = (typeof helpMessages)[HelpLanguage];
