/**
 * The Spanish glossary (the Spanish review of 2026-11-28, decision 218): one Spanish term per
 * concept, everywhere. `rejects` are the variants the review found and turned down;
 * `glossary.test.ts` fails when a Spanish catalogue text uses one. A test module's data only: no
 * page imports it, so it never reaches the browser.
 */

export type GlossaryEntry = {
  english: string
  /** The Spanish to use everywhere. */
  spanish: string
  why: string
  /** Variants turned down, each matched against every Spanish catalogue text. */
  rejects?: RegExp[]
}

export const SPANISH_GLOSSARY: readonly GlossaryEntry[] = [
  {
    english: 'claim',
    spanish: 'reclamación (pl. reclamaciones)',
    why: 'CMS and Medicare Spanish usage; never reclamo.',
    rejects: [/\breclamos?\b/i],
  },
  {
    english: 'explanation of benefits (EOB)',
    spanish: 'explicación de beneficios (EOB); la EOB, plural las EOB (no -s)',
    why: 'CMS term; feminine because of explicación.',
    rejects: [/\bEOBs\b/, /\bel EOB\b/i, /\blos EOB\b/i],
  },
  {
    english: 'provider',
    spanish: 'proveedor',
    why: 'Standard US plan term (prestador is Southern Cone usage).',
    rejects: [/\bprestador(?:es|a|as)?\b/i],
  },
  {
    english: 'primary care provider (PCP)',
    spanish: 'proveedor de atención primaria; on a short button inside a PCP card: proveedor',
    why: 'The PCPs include NPs and PA-Cs, who are not médicos; one chooses a provider, not "care".',
    rejects: [
      /\bmédic[oa]s? de atención primaria\b/i,
      /\b(?:elegir|seleccionar|cambiar)(?: de)? atención primaria\b/i,
    ],
  },
  {
    english: 'primary care / preventive care',
    spanish: 'atención primaria / atención preventiva',
    why: 'Standard.',
  },
  {
    english: 'deductible · copay · coinsurance',
    spanish: 'deducible · copago · coseguro',
    why: 'CMS terms.',
  },
  {
    english: 'out-of-pocket (maximum)',
    spanish: 'gastos de bolsillo / máximo de gastos de bolsillo',
    why: 'CMS term.',
  },
  {
    english: 'network; in network; out-of-network',
    spanish: 'red; dentro de la red; fuera de la red; dentista de la red',
    why: 'Already consistent.',
  },
  {
    english: 'subscriber; Subscriber ID',
    spanish: 'suscriptor; ID de suscriptor',
    why: 'One form of the ID label (not ID del suscriptor).',
    rejects: [/\bID del suscriptor\b/i],
  },
  { english: 'dependent', spanish: 'dependiente', why: 'Use this if it comes up.' },
  {
    english: 'member; member services',
    spanish: 'miembro; Servicios para Miembros (the department, capitalized)',
    why: 'The department name is capitalized everywhere.',
    rejects: [/\b[Ss]ervicios para miembros\b/, /\bservicios para Miembros\b/],
  },
  { english: 'customer service', spanish: 'Servicio al Cliente', why: 'Already consistent.' },
  {
    english: 'Member Dashboard / your dashboard',
    spanish: 'Portal para Miembros / su portal',
    why: 'Already consistent; "dental" goes with Portal, not with Miembros.',
    rejects: [/\bPortal para Miembros dental\b/i],
  },
  {
    english: 'ID card',
    spanish: 'tarjeta de identificación; on a button next to the card: su tarjeta / tarjeta',
    why: 'The full term does not fit the buttons at 320 px.',
    rejects: [/^Descargar tarjeta de identificación$/],
  },
  { english: 'referral', spanish: 'referido', why: 'Standard in US health-plan Spanish.' },
  { english: 'prior authorization', spanish: 'autorización previa', why: 'CMS term.' },
  {
    english: 'certificate of coverage · Outline of Coverage',
    spanish: 'certificado de cobertura · Resumen de la cobertura',
    why: 'One name for the outline.',
    rejects: [/\bResumen de cobertura\b/i],
  },
  {
    english: 'premium · open enrollment · plan year',
    spanish: 'prima · inscripción abierta · año del plan',
    why: 'Standard.',
  },
  {
    english: 'effective date; Effective on {date}; Effective (starts in the future)',
    spanish: 'fecha de vigencia; Vigente a partir del {date}; Por entrar en vigencia',
    why: 'One wording; bare Vigente and En vigor mean "in force now", wrong for a plan not started yet.',
    rejects: [
      /\bentrada en vigor\b/i,
      /\bentra en vigor\b/i,
      /\bentra en vigencia\b/i,
      /^En vigor$/i,
      /^Vigente$/i,
    ],
  },
  {
    english: 'Active since / Terminated',
    spanish: 'Activo/Activa desde el …; Terminado/Terminada',
    why: 'Gender follows the noun (plan, grupo: masculine; cobertura: feminine).',
  },
  { english: 'appeal', spanish: 'apelación', why: 'CMS term.' },
  {
    english: 'allowed · plan paid · you owe',
    spanish: 'permitido · pagado por el plan · usted debe',
    why: 'Already consistent.',
  },
  { english: 'urgent care', spanish: 'atención de urgencia', why: 'Standard.' },
  {
    english: 'vision (benefit category)',
    spanish: 'visión',
    why: 'The category is Visión on every screen.',
    rejects: [/\bde la vista\b/i],
  },
  {
    english: 'Medical (category)',
    spanish: 'médica (agreeing with cobertura, reclamación); as a contact-line heading: Planes médicos',
    why: 'A bare Médico heading reads as "Doctor".',
    rejects: [/^Médico$/],
  },
  {
    english: 'eBill',
    spanish: 'eBill (the service name); explained once: eBill (factura electrónica)',
    why: 'The menu, the page and the hand-off name the service the same way.',
    rejects: [/(?<!\()\bfactura electrónica\b(?!\))/i],
  },
  {
    english: 'email address',
    spanish: 'correo electrónico',
    why: 'One label everywhere.',
    rejects: [/^Dirección de correo electrónico$/i],
  },
  {
    english: 'log in / log out / sign-in',
    spanish: 'iniciar sesión / cerrar sesión / inicio de sesión',
    why: 'A link back to the login page is "Volver al inicio de sesión" ("Volver a iniciar sesión" is "log in again").',
    rejects: [/^Volver a iniciar sesión$/i],
  },
  {
    english: 'holidays',
    spanish: 'días festivos',
    why: 'One word for the holiday calendar.',
    rejects: [/\bferiados?\b/i],
  },
  {
    english: 'digits (password rules)',
    spanish: 'números',
    why: 'Registration and Change password state the same rule.',
    rejects: [/\bdígitos?\b/i],
  },
  {
    english: 'dismiss (an alert or notification)',
    spanish: 'Cerrar',
    why: 'One word for the same X button.',
    rejects: [/\bdescartar\b/i],
  },
  { english: 'Pacific Time', spanish: 'hora del Pacífico', why: 'Already consistent.' },
  {
    english: 'Chat with us',
    spanish: 'Chat en vivo',
    why: 'Chatee con nosotros is a calque, and long for the menu.',
    rejects: [/\bchatee\b/i],
  },
  {
    english: 'Show / Hide (password)',
    spanish: 'Mostrar / Ocultar',
    why: 'The toggle is sized by its label (decision 218).',
  },
  {
    english: 'welcome',
    spanish: 'Le damos la bienvenida (a); the noun Bienvenida in a title',
    why: 'Gender-neutral; Bienvenido addresses a man.',
    rejects: [/\bBienvenidos?\b/],
  },
  {
    english: 'continuing to (hand-off pages)',
    spanish: 'Redirigiendo a',
    why: 'Continuando a is a calque.',
    rejects: [/\bcontinuando a\b/i],
  },
  {
    english: 'two-step verification; authenticator app; recovery code',
    spanish: 'verificación en dos pasos; aplicación de autenticación; código de recuperación',
    why: 'Issue 51 (decision 237): the words of the big consumer services in US Spanish.',
    rejects: [
      /\bautenticación de dos factores\b/i,
      /\bverificación en 2 pasos\b/i,
      /\bcódigos? de respaldo\b/i,
    ],
  },
  {
    english: 'passkey',
    spanish: 'llave de acceso (pl. llaves de acceso)',
    why: 'Issue 51 (decision 237): the term Google and Apple use in Spanish; never clave de acceso (a password).',
    rejects: [/\bclaves? de acceso\b/i, /\bpasskeys?\b/i],
  },
  { english: 'Form of address', spanish: 'usted, always', why: 'Already consistent.' },
]
