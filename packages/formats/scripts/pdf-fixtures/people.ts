/**
 * The invented people the PDF fixtures are written for, one per language, with the section headings and date
 * shapes people writing in that language use. Nobody here is a real person; the companies and schools are made up.
 */
export type Job = { company: string; position: string; date: string };
export type School = { institution: string; degree: string; date: string };

export type Person = {
  lang: string;
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  headings: { profile: string; experience: string; education: string; skills: string; contact: string };
  summary: string;
  jobs: Job[];
  schools: School[];
  skills: string[];
};

export const people: Person[] = [
  {
    lang: 'en',
    name: 'Harriet Quillfeather',
    headline: 'Logistics Analyst',
    email: 'harriet.quillfeather@example.com',
    phone: '+44 20 7946 0312',
    location: 'Leeds, United Kingdom',
    headings: {
      profile: 'Profile',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary: 'Analyst who plans freight routes and keeps warehouses stocked without waste.',
    jobs: [
      { company: 'Tarnbridge Freight Ltd', position: 'Senior Logistics Analyst', date: 'Mar 2021 - Present' },
      { company: 'Oakhollow Distribution', position: 'Planning Assistant', date: 'Jun 2017 - Feb 2021' },
    ],
    schools: [
      { institution: 'University of Wexbury', degree: 'BSc Operations Research', date: '2013 - 2017' },
    ],
    skills: ['Route Planning', 'SQL', 'Forecasting', 'Power BI'],
  },
  {
    lang: 'de',
    name: 'Jonas Fellbaum',
    headline: 'Softwareentwickler',
    email: 'jonas.fellbaum@example.de',
    phone: '+49 30 1234 5678',
    location: 'Leipzig, Deutschland',
    headings: {
      profile: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      contact: 'Kontakt',
    },
    summary: 'Entwickler mit Freude an sauberen Schnittstellen und verlässlichen Tests.',
    jobs: [
      { company: 'Brückner Datenwerk GmbH', position: 'Softwareentwickler', date: 'seit 2020' },
      { company: 'Lindenhof Systeme AG', position: 'Werkstudent Entwicklung', date: '03/2017 - 12/2019' },
    ],
    schools: [
      { institution: 'Hochschule Mittelsachsen Nord', degree: 'B.Sc. Informatik', date: '2014 - 2018' },
    ],
    skills: ['TypeScript', 'Kotlin', 'PostgreSQL', 'Docker'],
  },
  {
    lang: 'fr',
    name: 'Élodie Marchetant',
    headline: 'Cheffe de projet',
    email: 'elodie.marchetant@example.fr',
    phone: '+33 1 23 45 67 89',
    location: 'Lyon, France',
    headings: {
      profile: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      contact: 'Coordonnées',
    },
    summary: 'Cheffe de projet qui aime livrer à temps et garder les équipes sereines.',
    jobs: [
      { company: 'Atelier Vermeil SARL', position: 'Cheffe de projet', date: 'mars 2021 – aujourd’hui' },
      { company: 'Société Lumidor', position: 'Chargée de mission', date: 'sept. 2016 – févr. 2021' },
    ],
    schools: [{ institution: 'Université de Valcourt', degree: 'Master Management', date: '2014 – 2016' }],
    skills: ['Gestion de projet', 'Agile', 'Budget', 'Anglais'],
  },
  {
    lang: 'es',
    name: 'Lucía Berrocal Ondina',
    headline: 'Diseñadora gráfica',
    email: 'lucia.berrocal@example.es',
    phone: '+34 912 345 678',
    location: 'Valencia, España',
    headings: {
      profile: 'Perfil',
      experience: 'Experiencia laboral',
      education: 'Formación académica',
      skills: 'Habilidades',
      contact: 'Contacto',
    },
    summary: 'Diseñadora que cuida la tipografía y la claridad de cada pieza.',
    jobs: [
      { company: 'Estudio Alborada', position: 'Diseñadora gráfica', date: 'ene. 2019 - actualidad' },
      { company: 'Imprenta Solana', position: 'Maquetadora', date: '2015 - 2018' },
    ],
    schools: [
      { institution: 'Escuela Superior de Diseño de Turia', degree: 'Grado en Diseño', date: '2011 - 2015' },
    ],
    skills: ['Illustrator', 'Tipografía', 'InDesign', 'Figma'],
  },
  {
    lang: 'pl',
    name: 'Zofia Wiśniewska-Kral',
    headline: 'Księgowa',
    email: 'zofia.kral@example.pl',
    phone: '+48 22 123 45 67',
    location: 'Kraków, Polska',
    headings: {
      profile: 'Podsumowanie',
      experience: 'Doświadczenie zawodowe',
      education: 'Wykształcenie',
      skills: 'Umiejętności',
      contact: 'Kontakt',
    },
    summary: 'Księgowa, która lubi porządek w dokumentach i terminowe rozliczenia.',
    jobs: [
      { company: 'Biuro Rachunkowe Sosna', position: 'Główna księgowa', date: 'od 2019' },
      { company: 'Zakłady Wiklina S.A.', position: 'Młodsza księgowa', date: '09/2014 - 08/2019' },
    ],
    schools: [
      {
        institution: 'Akademia Ekonomiczna w Lesznie',
        degree: 'Finanse i rachunkowość',
        date: '2009 - 2014',
      },
    ],
    skills: ['Excel', 'Symfonia', 'Podatki', 'Sprawozdawczość'],
  },
  {
    lang: 'it',
    name: 'Matteo Contarini',
    headline: 'Ingegnere civile',
    email: 'matteo.contarini@example.it',
    phone: '+39 06 1234 5678',
    location: 'Bologna, Italia',
    headings: {
      profile: 'Profilo',
      experience: 'Esperienza lavorativa',
      education: 'Istruzione',
      skills: 'Competenze',
      contact: 'Contatti',
    },
    summary: 'Ingegnere che progetta ponti leggeri e cantieri sicuri.',
    jobs: [
      { company: 'Costruzioni Ardesia S.r.l.', position: 'Ingegnere strutturista', date: 'apr 2020 - oggi' },
      { company: 'Studio Tecnico Velluti', position: 'Progettista junior', date: 'ott 2016 - mar 2020' },
    ],
    schools: [
      { institution: 'Politecnico di Valmarena', degree: 'Laurea in Ingegneria Civile', date: '2011 - 2016' },
    ],
    skills: ['AutoCAD', 'Revit', 'Calcolo strutturale', 'BIM'],
  },
  {
    lang: 'nl',
    name: 'Sanne van Drielhoven',
    headline: 'Verpleegkundige',
    email: 'sanne.vandrielhoven@example.nl',
    phone: '+31 20 123 4567',
    location: 'Utrecht, Nederland',
    headings: {
      profile: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      contact: 'Contact',
    },
    summary: 'Verpleegkundige met oog voor de patiënt en rust op de afdeling.',
    jobs: [
      { company: 'Ziekenhuis Eemhoeve', position: 'Verpleegkundige', date: 'mei 2018 - heden' },
      { company: 'Zorggroep Lindenwaard', position: 'Verzorgende', date: '2014 - 2018' },
    ],
    schools: [
      { institution: 'Hogeschool Amstelrijn', degree: 'Bachelor Verpleegkunde', date: '2010 - 2014' },
    ],
    skills: ['Wondzorg', 'Triage', 'Medicatiebeheer', 'EPD'],
  },
  {
    lang: 'pt',
    name: 'Inês Carvalhal Moura',
    headline: 'Analista de dados',
    email: 'ines.moura@example.pt',
    phone: '+351 21 123 4567',
    location: 'Porto, Portugal',
    headings: {
      profile: 'Perfil',
      experience: 'Experiência profissional',
      education: 'Formação académica',
      skills: 'Competências',
      contact: 'Contacto',
    },
    summary: 'Analista que transforma números em decisões claras.',
    jobs: [
      { company: 'Dados Atlânticos Lda', position: 'Analista de dados', date: 'fev 2020 - atual' },
      { company: 'Banco Ribeirinho', position: 'Estagiária de análise', date: '2018 - 2019' },
    ],
    schools: [
      {
        institution: 'Universidade de Vilarinho',
        degree: 'Licenciatura em Estatística',
        date: '2014 - 2018',
      },
    ],
    skills: ['Python', 'R', 'Tableau', 'Estatística'],
  },
];

/** The fields a reader should find, as the round trip names them (`pdf/round-trip.ts`). */
export function expectedFields(person: Person): { field: string; value: string }[] {
  return [
    { field: 'basics.name', value: person.name },
    { field: 'basics.email', value: person.email },
    { field: 'basics.phone', value: person.phone },
    ...person.jobs.flatMap((job) => [
      { field: 'experience.company', value: job.company },
      { field: 'experience.position', value: job.position },
      { field: 'experience.date', value: job.date },
    ]),
    ...person.schools.flatMap((school) => [
      { field: 'education.institution', value: school.institution },
      { field: 'education.date', value: school.date },
    ]),
    ...person.skills.map((value) => ({ field: 'skills.name', value })),
  ];
}
