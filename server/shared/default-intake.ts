import { intakeQuestionnaire, type ChecklistItem, type IntakeQuestionnaire } from "./intake.schema";

/*
 * The questionnaire a service starts with (issue 34, decision 0253): what a preparer asks before an
 * individual return, and the documents each answer brings. The owner edits it per service; these
 * are the first-start words, in the plain language of the site, with the IRS's form names.
 */

const item = (key: string, en: string, es: string): ChecklistItem => ({ key, label: { en, es } });

const ITEMS = {
  photoId: item("photo_id", "A photo ID: driver's license, state ID or passport", "Una identificación con foto: licencia de manejo, identificación estatal o pasaporte"),
  ssnCards: item(
    "dependent_ssn",
    "Social Security cards (or ITIN letters) and dates of birth for each dependent",
    "Tarjetas de Seguro Social (o cartas del ITIN) y fechas de nacimiento de cada dependiente",
  ),
  childCare: item("child_care", "Child care receipts, with the provider's name and tax ID", "Recibos de cuidado de niños, con el nombre y el número de identificación fiscal del proveedor"),
  w2: item("w2", "Form W-2 from each employer", "Formulario W-2 de cada empleador"),
  nec: item("1099_nec", "Forms 1099-NEC and 1099-K for your business income", "Formularios 1099-NEC y 1099-K de los ingresos de su negocio"),
  expenses: item("business_expenses", "A summary of your business expenses (mileage, supplies, phone, home office)", "Un resumen de los gastos de su negocio (millaje, materiales, teléfono, oficina en casa)"),
  rents: item("rents", "Rents received and expenses for each rental property", "Rentas recibidas y gastos de cada propiedad que alquila"),
  mortgage1098: item("1098", "Form 1098 (mortgage interest) and your property tax bills", "Formulario 1098 (intereses hipotecarios) y sus recibos del impuesto a la propiedad"),
  brokerage: item("1099_b_div_int", "Forms 1099-B, 1099-DIV and 1099-INT from your bank and brokerage", "Formularios 1099-B, 1099-DIV y 1099-INT de su banco y su casa de bolsa"),
  crypto: item("crypto", "Your crypto exchange's transaction report (or Form 1099-DA)", "El informe de transacciones de su plataforma de criptomonedas (o el Formulario 1099-DA)"),
  unemployment: item("1099_g", "Form 1099-G for unemployment benefits", "Formulario 1099-G de los beneficios de desempleo"),
  retirement: item("1099_r_ssa", "Forms 1099-R and SSA-1099 for pensions, IRAs and Social Security", "Formularios 1099-R y SSA-1099 de pensiones, cuentas IRA y Seguro Social"),
  closing: item("closing_disclosure", "The closing disclosure of the home you bought or sold", "La declaración de cierre de la casa que compró o vendió"),
  marriage: item("marriage_divorce", "Your marriage certificate or divorce decree", "Su acta de matrimonio o sentencia de divorcio"),
  irsLetter: item("irs_letter", "Every page of the IRS or FTB letter", "Todas las páginas de la carta del IRS o del FTB"),
  marketplace: item("1095_a", "Form 1095-A from Covered California or the Marketplace", "Formulario 1095-A de Covered California o del Mercado de Seguros"),
  priorReturn: item("prior_return", "Last year's federal and California returns", "Las declaraciones federal y de California del año pasado"),
} as const;

export const DEFAULT_INTAKE: IntakeQuestionnaire = intakeQuestionnaire.parse({
  always: [ITEMS.photoId],
  questions: [
    {
      type: "choice",
      key: "filing_status",
      required: true,
      label: { en: "What was your marital status on December 31?", es: "¿Cuál era su estado civil el 31 de diciembre?" },
      help: { en: "Not sure? Choose the closest one: your preparer will confirm it with you.", es: "¿No está seguro? Elija la más cercana: su preparador la confirmará con usted." },
      options: [
        { key: "single", label: { en: "Single", es: "Soltero/a" } },
        { key: "married_joint", label: { en: "Married, filing together", es: "Casado/a, declarando juntos" } },
        { key: "married_separate", label: { en: "Married, filing separately", es: "Casado/a, declarando por separado" } },
        { key: "head_of_household", label: { en: "Single parent or head of household", es: "Padre o madre soltero/a, o cabeza de familia" } },
        { key: "widowed", label: { en: "Widowed", es: "Viudo/a" } },
      ],
    },
    {
      type: "number",
      key: "dependents",
      required: true,
      min: 0,
      max: 20,
      label: { en: "How many children or other dependents live with you?", es: "¿Cuántos hijos u otros dependientes viven con usted?" },
      ifAboveZero: [ITEMS.ssnCards, ITEMS.childCare],
    },
    {
      type: "choice",
      key: "income",
      multiple: true,
      required: true,
      label: { en: "Where did your income come from?", es: "¿De dónde vinieron sus ingresos?" },
      help: { en: "Choose every one that applies.", es: "Elija todas las que correspondan." },
      options: [
        { key: "wages", label: { en: "A job (wages)", es: "Un empleo (salario)" }, adds: [ITEMS.w2] },
        { key: "self_employed", label: { en: "Self-employment, gig or side work", es: "Trabajo por cuenta propia, por aplicación o extra" }, adds: [ITEMS.nec, ITEMS.expenses] },
        { key: "rental", label: { en: "Renting out property", es: "Alquiler de propiedades" }, adds: [ITEMS.rents, ITEMS.mortgage1098] },
        { key: "investments", label: { en: "Interest, dividends or selling stocks", es: "Intereses, dividendos o venta de acciones" }, adds: [ITEMS.brokerage] },
        { key: "crypto", label: { en: "Selling or trading cryptocurrency", es: "Venta o intercambio de criptomonedas" }, adds: [ITEMS.crypto] },
        { key: "unemployment", label: { en: "Unemployment benefits", es: "Beneficios de desempleo" }, adds: [ITEMS.unemployment] },
        { key: "retirement", label: { en: "Pension, IRA or Social Security", es: "Pensión, cuenta IRA o Seguro Social" }, adds: [ITEMS.retirement] },
      ],
    },
    {
      type: "choice",
      key: "life_changes",
      multiple: true,
      label: { en: "Did any of these happen last year?", es: "¿Le pasó algo de esto el año pasado?" },
      options: [
        { key: "married_divorced", label: { en: "Got married or divorced", es: "Se casó o se divorció" }, adds: [ITEMS.marriage] },
        { key: "new_child", label: { en: "Had or adopted a child", es: "Tuvo o adoptó un hijo" }, adds: [ITEMS.ssnCards] },
        { key: "bought_home", label: { en: "Bought a home", es: "Compró una casa" }, adds: [ITEMS.closing, ITEMS.mortgage1098] },
        { key: "sold_home", label: { en: "Sold a home", es: "Vendió una casa" }, adds: [ITEMS.closing] },
        { key: "moved_state", label: { en: "Moved to or from another state", es: "Se mudó a otro estado o desde otro estado" } },
      ],
    },
    {
      type: "yesNo",
      key: "marketplace",
      label: {
        en: "Did you have health insurance from Covered California or the Marketplace?",
        es: "¿Tuvo seguro médico de Covered California o del Mercado de Seguros?",
      },
      ifYes: [ITEMS.marketplace],
    },
    {
      type: "yesNo",
      key: "irs_letter",
      label: { en: "Did you get a letter from the IRS or the FTB?", es: "¿Recibió una carta del IRS o del FTB?" },
      ifYes: [ITEMS.irsLetter],
    },
    {
      type: "yesNo",
      key: "new_client",
      label: { en: "Did someone other than us prepare last year's return?", es: "¿Alguien que no fuimos nosotros preparó su declaración del año pasado?" },
      ifYes: [ITEMS.priorReturn],
    },
    {
      type: "text",
      key: "notes",
      label: { en: "Anything else we should know?", es: "¿Algo más que debamos saber?" },
    },
  ],
});
