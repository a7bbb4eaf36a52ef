// Writes demo/media/cv.pdf: the demo CV (two A4 pages) of the demo person (server/demo/identity.ts), as a
// hand-built PDF so the repository needs no PDF library. Run: node scripts/make-demo-cv.ts
import { writeFileSync } from 'node:fs';
import { DEMO_IDENTITY as site } from '../server/demo/identity.ts';
import { A4, buildPdf } from './pdf/document.ts';
import { PageWriter, type Rgb, type TextStyle } from './pdf/page.ts';

const ACCENT: Rgb = [0.72, 0.45, 0.2];
const INK: Rgb = [0.12, 0.12, 0.14];
const MUTED: Rgb = [0.4, 0.4, 0.44];
const body: TextStyle = { size: 10, color: INK };
const small: TextStyle = { size: 9, color: MUTED };
const jobTitle: TextStyle = { size: 10.5, bold: true, color: INK };

function section(page: PageWriter, title: string): void {
  page.space(14);
  page.line(title.toUpperCase(), { size: 11, bold: true, color: ACCENT }, 1.2);
  page.rect(page.left, page.y, page.right - page.left, 0.8, ACCENT);
  page.space(8);
}

interface Job {
  role: string;
  dates: string;
  where: string;
  points: string[];
}

function job(page: PageWriter, { role, dates, where, points }: Job): void {
  page.lineWithAside(role, dates, jobTitle, small);
  page.line(where, { size: 9.5, color: MUTED }, 1.4);
  for (const point of points) page.bullet(point, body);
  page.space(6);
}

function footer(page: PageWriter, n: number): void {
  page.textAt(`${site.name} — ${site.title} — CV — page ${n} / 2`, page.left, 30, small);
}

const first = new PageWriter();
first.rect(0, A4.height - 8, A4.width, 8, ACCENT);
first.line(site.name, { size: 26, bold: true, color: INK }, 1.25);
first.line(site.title, { size: 14, color: ACCENT }, 1.6);
first.line(`${site.email}  •  ${site.phone}  •  ${site.location}`, { size: 9.5, color: MUTED });
first.line(site.availability, { size: 9.5, color: MUTED });

section(first, 'Profil');
first.paragraph(
  'Chef opérateur depuis plus de douze ans, je mets l’image au service du récit : publicités, clips, documentaires et courts-métrages de fiction. J’aime les lumières naturelles travaillées, les mouvements de caméra motivés et les étalonnages qui respectent la peau. Habitué aux petites équipes comme aux plateaux de quarante personnes, en France et à l’étranger.',
  body,
);

section(first, 'Expérience');
const jobs: Job[] = [
  {
    role: 'Chef opérateur indépendant',
    dates: '2016 — aujourd’hui',
    where: 'Publicité, clips et fiction — Paris et international',
    points: [
      'Plus de 60 films publicitaires (parfum, automobile, luxe, agroalimentaire) pour des agences parisiennes et européennes.',
      'Une trentaine de clips musicaux, dont plusieurs sélectionnés aux Berlin Music Video Awards et au festival Clermont-Ferrand Vidéo.',
      'Préparation technique, choix des optiques et de la caméra, direction des équipes image, lumière et machinerie.',
      'Suivi d’étalonnage en DaVinci Resolve avec les coloristes ; livraisons HDR et SDR.',
    ],
  },
  {
    role: 'Chef opérateur — documentaire',
    dates: '2019 — 2023',
    where: 'Séries documentaires pour Arte et France Télévisions',
    points: [
      '« Les Veilleurs du Grand Nord » (4 × 52 min) : tournage en Laponie par -30 °C, caméra à l’épaule et drone.',
      '« Ateliers » (10 × 26 min) : portraits d’artisans, lumière naturelle et éclairages discrets.',
    ],
  },
  {
    role: 'Premier assistant caméra',
    dates: '2012 — 2016',
    where: 'Longs-métrages et séries — Île-de-France',
    points: [
      'Point, préparation caméra et gestion des rushes sur cinq longs-métrages et deux séries.',
      'Travail sur ARRI Alexa, RED Epic et Sony F55, optiques anamorphiques et sphériques.',
    ],
  },
];
for (const item of jobs) job(first, item);
footer(first, 1);

const second = new PageWriter();
second.rect(0, A4.height - 8, A4.width, 8, ACCENT);
section(second, 'Courts-métrages (sélection)');
job(second, {
  role: '« La Nuit des phares » — fiction, 18 min',
  dates: '2024',
  where: 'Réalisation : Léa Fournier — Bretagne',
  points: [
    'Tournage de nuit en lumière naturelle et lampes de poche ; Prix de la photographie au festival de Brest.',
  ],
});
job(second, {
  role: '« Sous le béton, la plage » — fiction, 22 min',
  dates: '2022',
  where: 'Réalisation : Karim Benali — Marseille',
  points: [
    'Plan-séquence d’ouverture de six minutes au Steadicam ; sélection officielle à Clermont-Ferrand.',
  ],
});

section(second, 'Compétences techniques');
for (const skill of [
  'Caméras : ARRI Alexa Mini LF et Alexa 35, Sony Venice 2 et FX6, RED V-Raptor, Blackmagic URSA.',
  'Optiques : Cooke S4/i et Anamorphic/i, Zeiss Supreme Prime, Canon K35, zooms Angénieux.',
  'Lumière : LED (Aputure, Skypanel), HMI, lumière naturelle et effets pratiques.',
  'Mouvements : Steadicam, stabilisateurs, travelling, grue, drone (télépilote certifié DGAC).',
  'Postproduction : DaVinci Resolve, gestion des LUT et de la couleur ACES, workflows HDR.',
]) {
  second.bullet(skill, body);
}

section(second, 'Formation');
job(second, {
  role: 'École nationale supérieure Louis-Lumière — section Cinéma',
  dates: '2009 — 2012',
  where: 'Diplôme de directeur de la photographie',
  points: ['Mémoire : « Lumière naturelle et peau : filmer sans projecteur ».'],
});

section(second, 'Langues');
second.bullet('Français : langue maternelle.', body);
second.bullet('Anglais : courant (tournages internationaux).', body);
second.bullet('Espagnol : bonnes notions.', body);

section(second, 'Centres d’intérêt');
second.paragraph(
  'Photographie argentique, randonnée en montagne, peinture flamande du XVIIe siècle, cinéma muet.',
  body,
);
footer(second, 2);

const pdf = buildPdf([first.stream(), second.stream()], {
  title: `CV — ${site.name}, ${site.title}`,
  author: site.name,
  subject: 'Curriculum vitae',
});
const target = new URL('../demo/media/cv.pdf', import.meta.url);
writeFileSync(target, pdf);
console.log(`wrote ${target.pathname} (${pdf.length} bytes)`);
