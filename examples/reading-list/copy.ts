/** The reading list's copy: its Dutch words by key, as its flows and step types name them. */
export const copy: Record<string, string> = {
  'site.name': 'Leeslijst van de bibliotheek',
  'site.nav': 'Bibliotheek',
  'site.list': 'Leeslijst',
  'site.rate': 'Oordeel geven',
  'site.loading': 'Laden…',
  'pages.notFound': 'Deze pagina bestaat niet.',
  'list.book.title': 'Welk boek wil je lezen?',
  'list.book.label': 'Titel',
  'list.book.full': 'Je leeslijst is vol.',
  'list.added': 'Het boek staat op je leeslijst.',
  'list.book.send': 'Zet op de lijst',
  'list.rate.title': 'Hoe vond je het laatste boek dat je las?',
  'list.rate.label': 'Jouw oordeel',
  'list.rate.send': 'Geef mijn oordeel',
  'list.rate.star': 'ster',
  'list.rate.stars': 'sterren',
  'list.rate.required': 'Kies hoeveel sterren je het boek geeft.',
  'list.rate.invalid': 'Geef het boek 1 tot 5 sterren.',
  'list.why.title': 'Wat had beter gekund aan het boek?',
  'list.why.label': 'Wat je miste (mag leeg blijven)',
  'list.why.send': 'Verstuur',
  'list.rated': 'Dank je wel voor je oordeel.',
};

/** The words of a copy key; the key itself where the copy has none, so a missing one shows. */
export const say = (key: string): string => copy[key] ?? key;
