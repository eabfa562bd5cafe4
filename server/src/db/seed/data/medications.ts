type RouteCode = 'PO' | 'SL' | 'BUC' | 'IM' | 'IV' | 'SC' | 'TOP' | 'TD' | 'INH' | 'IN' | 'PR' | 'OPH';
type UnitName =
  | 'mg'
  | 'mcg'
  | 'g'
  | 'mL'
  | 'L'
  | 'tablet'
  | 'capsule'
  | 'drop'
  | 'puff'
  | 'patch'
  | 'unit'
  | 'mEq';

/** A catalogue medication: its default route is a MedicationRoute code, its unit a UnitOfMeasurement name. */
export interface MedicationSeed {
  name: string;
  strength: string;
  route: RouteCode;
  unit: UnitName;
}

const med =
  (route: RouteCode, unit: UnitName) =>
  (name: string, ...strengths: string[]): MedicationSeed[] =>
    strengths.map((strength) => ({ name, strength, route, unit }));

const tablet = med('PO', 'tablet');
const capsule = med('PO', 'capsule');
const liquid = med('PO', 'mL');
const sublingual = med('SL', 'tablet');
const film = med('SL', 'mg');
const injection = med('IM', 'mg');
const subcutaneous = med('SC', 'unit');
const patch = med('TD', 'patch');
const inhaler = med('INH', 'puff');
const nasal = med('IN', 'mg');
const topical = med('TOP', 'g');

/** Common psychiatric and general medications, by generic name, with their usual strengths. */
export const medicationSeed: readonly MedicationSeed[] = [
  // Antidepressants
  ...tablet('Sertraline', '25 mg tablet', '50 mg tablet', '100 mg tablet'),
  ...capsule('Fluoxetine', '10 mg capsule', '20 mg capsule', '40 mg capsule'),
  ...tablet('Escitalopram', '5 mg tablet', '10 mg tablet', '20 mg tablet'),
  ...tablet('Citalopram', '10 mg tablet', '20 mg tablet', '40 mg tablet'),
  ...tablet('Paroxetine', '10 mg tablet', '20 mg tablet'),
  ...tablet('Fluvoxamine', '50 mg tablet', '100 mg tablet'),
  ...capsule('Venlafaxine ER', '37.5 mg capsule', '75 mg capsule', '150 mg capsule'),
  ...capsule('Duloxetine', '20 mg capsule', '30 mg capsule', '60 mg capsule'),
  ...tablet('Desvenlafaxine ER', '50 mg tablet', '100 mg tablet'),
  ...tablet('Bupropion XL', '150 mg tablet', '300 mg tablet'),
  ...tablet('Bupropion SR', '100 mg tablet', '150 mg tablet'),
  ...tablet('Mirtazapine', '7.5 mg tablet', '15 mg tablet', '30 mg tablet'),
  ...tablet('Trazodone', '50 mg tablet', '100 mg tablet'),
  ...tablet('Vortioxetine', '10 mg tablet', '20 mg tablet'),
  ...tablet('Vilazodone', '20 mg tablet', '40 mg tablet'),
  ...tablet('Amitriptyline', '10 mg tablet', '25 mg tablet'),
  ...capsule('Nortriptyline', '10 mg capsule', '25 mg capsule'),
  ...capsule('Doxepin', '10 mg capsule', '25 mg capsule'),
  // Antipsychotics
  ...tablet('Quetiapine', '25 mg tablet', '50 mg tablet', '100 mg tablet', '200 mg tablet', '300 mg tablet'),
  ...tablet('Aripiprazole', '2 mg tablet', '5 mg tablet', '10 mg tablet', '15 mg tablet'),
  ...tablet('Risperidone', '0.5 mg tablet', '1 mg tablet', '2 mg tablet'),
  ...tablet('Olanzapine', '5 mg tablet', '10 mg tablet', '20 mg tablet'),
  ...capsule('Ziprasidone', '20 mg capsule', '40 mg capsule'),
  ...tablet('Lurasidone', '20 mg tablet', '40 mg tablet', '80 mg tablet'),
  ...tablet('Haloperidol', '1 mg tablet', '5 mg tablet'),
  ...injection('Haloperidol lactate', '5 mg/mL injection'),
  ...injection('Haloperidol decanoate', '100 mg/mL injection'),
  ...tablet('Clozapine', '25 mg tablet', '100 mg tablet'),
  ...tablet('Paliperidone ER', '3 mg tablet', '6 mg tablet'),
  ...injection('Paliperidone palmitate', '156 mg/mL extended-release injection'),
  ...injection('Aripiprazole extended-release', '400 mg injection'),
  ...capsule('Cariprazine', '1.5 mg capsule', '3 mg capsule'),
  ...tablet('Brexpiprazole', '1 mg tablet', '2 mg tablet'),
  ...tablet('Chlorpromazine', '25 mg tablet', '50 mg tablet'),
  ...tablet('Perphenazine', '4 mg tablet', '8 mg tablet'),
  // Mood stabilizers and anticonvulsants
  ...capsule('Lithium carbonate', '150 mg capsule', '300 mg capsule'),
  ...tablet('Lithium carbonate ER', '300 mg tablet', '450 mg tablet'),
  ...tablet('Lamotrigine', '25 mg tablet', '100 mg tablet', '200 mg tablet'),
  ...tablet('Divalproex sodium DR', '250 mg tablet', '500 mg tablet'),
  ...tablet('Divalproex sodium ER', '500 mg tablet'),
  ...tablet('Carbamazepine', '200 mg tablet'),
  ...tablet('Oxcarbazepine', '300 mg tablet', '600 mg tablet'),
  ...tablet('Topiramate', '25 mg tablet', '50 mg tablet', '100 mg tablet'),
  ...capsule('Gabapentin', '100 mg capsule', '300 mg capsule', '400 mg capsule'),
  ...capsule('Pregabalin', '75 mg capsule', '150 mg capsule'),
  ...tablet('Levetiracetam', '500 mg tablet'),
  // Anxiolytics, hypnotics and sedatives
  ...tablet('Buspirone', '5 mg tablet', '10 mg tablet', '15 mg tablet'),
  ...tablet('Hydroxyzine hydrochloride', '10 mg tablet', '25 mg tablet', '50 mg tablet'),
  ...capsule('Hydroxyzine pamoate', '25 mg capsule', '50 mg capsule'),
  ...tablet('Lorazepam', '0.5 mg tablet', '1 mg tablet', '2 mg tablet'),
  ...injection('Lorazepam', '2 mg/mL injection'),
  ...tablet('Clonazepam', '0.5 mg tablet', '1 mg tablet'),
  ...tablet('Alprazolam', '0.25 mg tablet', '0.5 mg tablet', '1 mg tablet'),
  ...tablet('Diazepam', '5 mg tablet', '10 mg tablet'),
  ...capsule('Chlordiazepoxide', '25 mg capsule'),
  ...tablet('Zolpidem', '5 mg tablet', '10 mg tablet'),
  ...tablet('Eszopiclone', '1 mg tablet', '2 mg tablet', '3 mg tablet'),
  ...tablet('Ramelteon', '8 mg tablet'),
  ...tablet('Melatonin', '3 mg tablet'),
  ...capsule('Prazosin', '1 mg capsule', '2 mg capsule'),
  ...tablet('Propranolol', '10 mg tablet', '20 mg tablet', '40 mg tablet'),
  // ADHD
  ...tablet('Methylphenidate', '10 mg tablet'),
  ...tablet('Methylphenidate ER', '18 mg tablet', '36 mg tablet'),
  ...tablet('Amphetamine/dextroamphetamine', '10 mg tablet', '20 mg tablet'),
  ...capsule('Amphetamine/dextroamphetamine ER', '20 mg capsule'),
  ...capsule('Lisdexamfetamine', '30 mg capsule', '50 mg capsule'),
  ...capsule('Atomoxetine', '40 mg capsule'),
  ...tablet('Guanfacine ER', '1 mg tablet', '2 mg tablet'),
  ...tablet('Clonidine', '0.1 mg tablet', '0.2 mg tablet'),
  // Substance use disorder treatment
  ...film(
    'Buprenorphine/naloxone',
    '8 mg/2 mg sublingual film',
    '4 mg/1 mg sublingual film',
    '2 mg/0.5 mg sublingual film',
  ),
  ...sublingual('Buprenorphine/naloxone', '8 mg/2 mg sublingual tablet'),
  ...sublingual('Buprenorphine', '2 mg sublingual tablet', '8 mg sublingual tablet'),
  ...med('SC', 'mg')('Buprenorphine extended-release', '100 mg/0.5 mL injection', '300 mg/1.5 mL injection'),
  ...tablet('Naltrexone', '50 mg tablet'),
  ...injection('Naltrexone extended-release', '380 mg injection'),
  ...liquid('Methadone', '10 mg/mL oral concentrate'),
  ...tablet('Methadone', '10 mg tablet'),
  ...nasal('Naloxone', '4 mg nasal spray'),
  ...tablet('Acamprosate', '333 mg delayed-release tablet'),
  ...tablet('Disulfiram', '250 mg tablet'),
  ...tablet('Varenicline', '0.5 mg tablet', '1 mg tablet'),
  ...patch('Nicotine', '7 mg/24 hr patch', '14 mg/24 hr patch', '21 mg/24 hr patch'),
  ...med('BUC', 'mg')('Nicotine polacrilex', '2 mg gum', '4 mg gum', '2 mg lozenge', '4 mg lozenge'),
  ...tablet('Lofexidine', '0.18 mg tablet'),
  ...tablet('Thiamine', '100 mg tablet'),
  ...tablet('Folic acid', '1 mg tablet'),
  // Side-effect management
  ...tablet('Benztropine', '0.5 mg tablet', '1 mg tablet'),
  ...injection('Benztropine', '1 mg/mL injection'),
  ...capsule('Diphenhydramine', '25 mg capsule', '50 mg capsule'),
  ...injection('Diphenhydramine', '50 mg/mL injection'),
  ...tablet('Trihexyphenidyl', '2 mg tablet'),
  ...capsule('Valbenazine', '40 mg capsule'),
  // Cardiovascular
  ...tablet('Lisinopril', '5 mg tablet', '10 mg tablet', '20 mg tablet', '40 mg tablet'),
  ...tablet('Losartan', '25 mg tablet', '50 mg tablet', '100 mg tablet'),
  ...tablet('Amlodipine', '5 mg tablet', '10 mg tablet'),
  ...tablet('Hydrochlorothiazide', '12.5 mg tablet', '25 mg tablet'),
  ...tablet('Metoprolol succinate ER', '25 mg tablet', '50 mg tablet'),
  ...tablet('Metoprolol tartrate', '25 mg tablet', '50 mg tablet'),
  ...tablet('Carvedilol', '6.25 mg tablet', '12.5 mg tablet'),
  ...tablet('Furosemide', '20 mg tablet', '40 mg tablet'),
  ...tablet('Atorvastatin', '10 mg tablet', '20 mg tablet', '40 mg tablet', '80 mg tablet'),
  ...tablet('Rosuvastatin', '10 mg tablet', '20 mg tablet'),
  ...tablet('Simvastatin', '20 mg tablet', '40 mg tablet'),
  ...tablet('Aspirin', '81 mg chewable tablet'),
  ...tablet('Clopidogrel', '75 mg tablet'),
  ...tablet('Apixaban', '5 mg tablet'),
  ...tablet('Warfarin', '5 mg tablet'),
  // Diabetes and endocrine
  ...tablet('Metformin', '500 mg tablet', '850 mg tablet', '1000 mg tablet'),
  ...tablet('Metformin ER', '500 mg tablet', '750 mg tablet'),
  ...tablet('Glipizide', '5 mg tablet'),
  ...tablet('Empagliflozin', '10 mg tablet'),
  ...med('SC', 'mg')('Semaglutide', '0.25 mg/dose pen injector', '1 mg/dose pen injector'),
  ...subcutaneous('Insulin glargine', '100 units/mL pen injector'),
  ...subcutaneous('Insulin lispro', '100 units/mL pen injector'),
  ...med('PO', 'mcg')('Levothyroxine', '25 mcg tablet', '50 mcg tablet', '100 mcg tablet'),
  // Gastrointestinal
  ...capsule('Omeprazole', '20 mg capsule', '40 mg capsule'),
  ...tablet('Pantoprazole', '40 mg tablet'),
  ...tablet('Famotidine', '20 mg tablet'),
  ...tablet('Ondansetron', '4 mg tablet', '8 mg tablet'),
  ...tablet('Ondansetron ODT', '4 mg orally disintegrating tablet'),
  ...capsule('Docusate sodium', '100 mg capsule'),
  ...tablet('Sennosides', '8.6 mg tablet'),
  ...med('PO', 'g')('Polyethylene glycol 3350', '17 g powder packet'),
  ...liquid('Magnesium hydroxide', '400 mg/5 mL suspension'),
  ...capsule('Loperamide', '2 mg capsule'),
  ...liquid('Aluminum/magnesium hydroxide/simethicone', '200 mg/200 mg/20 mg per 5 mL suspension'),
  // Pain and inflammation
  ...tablet('Acetaminophen', '325 mg tablet', '500 mg tablet'),
  ...tablet('Ibuprofen', '200 mg tablet', '400 mg tablet', '600 mg tablet', '800 mg tablet'),
  ...tablet('Naproxen', '250 mg tablet', '500 mg tablet'),
  ...tablet('Meloxicam', '7.5 mg tablet', '15 mg tablet'),
  ...tablet('Cyclobenzaprine', '5 mg tablet', '10 mg tablet'),
  ...tablet('Methocarbamol', '500 mg tablet', '750 mg tablet'),
  ...tablet('Tizanidine', '4 mg tablet'),
  ...topical('Diclofenac sodium', '1% topical gel'),
  ...patch('Lidocaine', '4% topical patch'),
  // Respiratory and allergy
  ...inhaler('Albuterol sulfate HFA', '90 mcg/actuation inhaler'),
  ...inhaler('Fluticasone propionate HFA', '110 mcg/actuation inhaler'),
  ...inhaler('Budesonide/formoterol', '160 mcg/4.5 mcg/actuation inhaler'),
  ...inhaler('Tiotropium', '2.5 mcg/actuation inhaler'),
  ...tablet('Montelukast', '10 mg tablet'),
  ...tablet('Cetirizine', '10 mg tablet'),
  ...tablet('Loratadine', '10 mg tablet'),
  ...med('IN', 'mcg')('Fluticasone propionate', '50 mcg/actuation nasal spray'),
  ...tablet('Prednisone', '10 mg tablet', '20 mg tablet'),
  // Anti-infectives
  ...capsule('Amoxicillin', '500 mg capsule'),
  ...tablet('Amoxicillin/clavulanate', '875 mg/125 mg tablet'),
  ...tablet('Azithromycin', '250 mg tablet'),
  ...capsule('Cephalexin', '500 mg capsule'),
  ...capsule('Doxycycline hyclate', '100 mg capsule'),
  ...tablet('Sulfamethoxazole/trimethoprim', '800 mg/160 mg tablet'),
  ...capsule('Nitrofurantoin monohydrate/macrocrystals', '100 mg capsule'),
  ...tablet('Ciprofloxacin', '500 mg tablet'),
  // Vitamins, supplements and other
  ...tablet('Cholecalciferol (vitamin D3)', '1000 unit tablet', '2000 unit tablet'),
  ...tablet('Multivitamin', '1 tablet'),
  ...tablet('Ferrous sulfate', '325 mg tablet'),
  ...med('PO', 'mEq')('Potassium chloride ER', '10 mEq tablet', '20 mEq tablet'),
  ...tablet('Calcium carbonate', '500 mg chewable tablet'),
  ...capsule('Tamsulosin', '0.4 mg capsule'),
  ...tablet('Oxybutynin', '5 mg tablet'),
  ...tablet('Sildenafil', '20 mg tablet'),
  ...tablet('Norethindrone', '0.35 mg tablet'),
  ...tablet('Ethinyl estradiol/levonorgestrel', '0.03 mg/0.15 mg tablet'),
  ...med('OPH', 'drop')('Artificial tears', 'ophthalmic solution'),
];
