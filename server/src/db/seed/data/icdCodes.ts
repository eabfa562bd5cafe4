/** [code, description] */
export type IcdCodeSeed = readonly [code: string, description: string];

/** One code a line: the code, a space, the description (codes never contain spaces). */
function parseCodeLines(lines: string): IcdCodeSeed[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const text = line.trim();
      const space = text.indexOf(' ');
      return [text.slice(0, space), text.slice(space + 1)] as const;
    });
}

/**
 * ICD-10-CM chapter 5, "Mental, Behavioral and Neurodevelopmental disorders" (F01-F99): every
 * billable code with its official description (FY2025 code set, public domain, CMS/NCHS).
 */
const chapterF = parseCodeLines(`
F01.50 Vascular dementia, unspecified severity, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F01.511 Vascular dementia, unspecified severity, with agitation
F01.518 Vascular dementia, unspecified severity, with other behavioral disturbance
F01.52 Vascular dementia, unspecified severity, with psychotic disturbance
F01.53 Vascular dementia, unspecified severity, with mood disturbance
F01.54 Vascular dementia, unspecified severity, with anxiety
F01.A0 Vascular dementia, mild, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F01.A11 Vascular dementia, mild, with agitation
F01.A18 Vascular dementia, mild, with other behavioral disturbance
F01.A2 Vascular dementia, mild, with psychotic disturbance
F01.A3 Vascular dementia, mild, with mood disturbance
F01.A4 Vascular dementia, mild, with anxiety
F01.B0 Vascular dementia, moderate, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F01.B11 Vascular dementia, moderate, with agitation
F01.B18 Vascular dementia, moderate, with other behavioral disturbance
F01.B2 Vascular dementia, moderate, with psychotic disturbance
F01.B3 Vascular dementia, moderate, with mood disturbance
F01.B4 Vascular dementia, moderate, with anxiety
F01.C0 Vascular dementia, severe, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F01.C11 Vascular dementia, severe, with agitation
F01.C18 Vascular dementia, severe, with other behavioral disturbance
F01.C2 Vascular dementia, severe, with psychotic disturbance
F01.C3 Vascular dementia, severe, with mood disturbance
F01.C4 Vascular dementia, severe, with anxiety
F02.80 Dementia in other diseases classified elsewhere, unspecified severity, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F02.811 Dementia in other diseases classified elsewhere, unspecified severity, with agitation
F02.818 Dementia in other diseases classified elsewhere, unspecified severity, with other behavioral disturbance
F02.82 Dementia in other diseases classified elsewhere, unspecified severity, with psychotic disturbance
F02.83 Dementia in other diseases classified elsewhere, unspecified severity, with mood disturbance
F02.84 Dementia in other diseases classified elsewhere, unspecified severity, with anxiety
F02.A0 Dementia in other diseases classified elsewhere, mild, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F02.A11 Dementia in other diseases classified elsewhere, mild, with agitation
F02.A18 Dementia in other diseases classified elsewhere, mild, with other behavioral disturbance
F02.A2 Dementia in other diseases classified elsewhere, mild, with psychotic disturbance
F02.A3 Dementia in other diseases classified elsewhere, mild, with mood disturbance
F02.A4 Dementia in other diseases classified elsewhere, mild, with anxiety
F02.B0 Dementia in other diseases classified elsewhere, moderate, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F02.B11 Dementia in other diseases classified elsewhere, moderate, with agitation
F02.B18 Dementia in other diseases classified elsewhere, moderate, with other behavioral disturbance
F02.B2 Dementia in other diseases classified elsewhere, moderate, with psychotic disturbance
F02.B3 Dementia in other diseases classified elsewhere, moderate, with mood disturbance
F02.B4 Dementia in other diseases classified elsewhere, moderate, with anxiety
F02.C0 Dementia in other diseases classified elsewhere, severe, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F02.C11 Dementia in other diseases classified elsewhere, severe, with agitation
F02.C18 Dementia in other diseases classified elsewhere, severe, with other behavioral disturbance
F02.C2 Dementia in other diseases classified elsewhere, severe, with psychotic disturbance
F02.C3 Dementia in other diseases classified elsewhere, severe, with mood disturbance
F02.C4 Dementia in other diseases classified elsewhere, severe, with anxiety
F03.90 Unspecified dementia, unspecified severity, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F03.911 Unspecified dementia, unspecified severity, with agitation
F03.918 Unspecified dementia, unspecified severity, with other behavioral disturbance
F03.92 Unspecified dementia, unspecified severity, with psychotic disturbance
F03.93 Unspecified dementia, unspecified severity, with mood disturbance
F03.94 Unspecified dementia, unspecified severity, with anxiety
F03.A0 Unspecified dementia, mild, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F03.A11 Unspecified dementia, mild, with agitation
F03.A18 Unspecified dementia, mild, with other behavioral disturbance
F03.A2 Unspecified dementia, mild, with psychotic disturbance
F03.A3 Unspecified dementia, mild, with mood disturbance
F03.A4 Unspecified dementia, mild, with anxiety
F03.B0 Unspecified dementia, moderate, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F03.B11 Unspecified dementia, moderate, with agitation
F03.B18 Unspecified dementia, moderate, with other behavioral disturbance
F03.B2 Unspecified dementia, moderate, with psychotic disturbance
F03.B3 Unspecified dementia, moderate, with mood disturbance
F03.B4 Unspecified dementia, moderate, with anxiety
F03.C0 Unspecified dementia, severe, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety
F03.C11 Unspecified dementia, severe, with agitation
F03.C18 Unspecified dementia, severe, with other behavioral disturbance
F03.C2 Unspecified dementia, severe, with psychotic disturbance
F03.C3 Unspecified dementia, severe, with mood disturbance
F03.C4 Unspecified dementia, severe, with anxiety
F04 Amnestic disorder due to known physiological condition
F05 Delirium due to known physiological condition
F06.0 Psychotic disorder with hallucinations due to known physiological condition
F06.1 Catatonic disorder due to known physiological condition
F06.2 Psychotic disorder with delusions due to known physiological condition
F06.30 Mood disorder due to known physiological condition, unspecified
F06.31 Mood disorder due to known physiological condition with depressive features
F06.32 Mood disorder due to known physiological condition with major depressive-like episode
F06.33 Mood disorder due to known physiological condition with manic features
F06.34 Mood disorder due to known physiological condition with mixed features
F06.4 Anxiety disorder due to known physiological condition
F06.70 Mild neurocognitive disorder due to known physiological condition without behavioral disturbance
F06.71 Mild neurocognitive disorder due to known physiological condition with behavioral disturbance
F06.8 Other specified mental disorders due to known physiological condition
F07.0 Personality change due to known physiological condition
F07.81 Postconcussional syndrome
F07.89 Other personality and behavioral disorders due to known physiological condition
F07.9 Unspecified personality and behavioral disorder due to known physiological condition
F09 Unspecified mental disorder due to known physiological condition
F10.10 Alcohol abuse, uncomplicated
F10.11 Alcohol abuse, in remission
F10.120 Alcohol abuse with intoxication, uncomplicated
F10.121 Alcohol abuse with intoxication delirium
F10.129 Alcohol abuse with intoxication, unspecified
F10.130 Alcohol abuse with withdrawal, uncomplicated
F10.131 Alcohol abuse with withdrawal delirium
F10.132 Alcohol abuse with withdrawal with perceptual disturbance
F10.139 Alcohol abuse with withdrawal, unspecified
F10.14 Alcohol abuse with alcohol-induced mood disorder
F10.150 Alcohol abuse with alcohol-induced psychotic disorder with delusions
F10.151 Alcohol abuse with alcohol-induced psychotic disorder with hallucinations
F10.159 Alcohol abuse with alcohol-induced psychotic disorder, unspecified
F10.180 Alcohol abuse with alcohol-induced anxiety disorder
F10.181 Alcohol abuse with alcohol-induced sexual dysfunction
F10.182 Alcohol abuse with alcohol-induced sleep disorder
F10.188 Alcohol abuse with other alcohol-induced disorder
F10.19 Alcohol abuse with unspecified alcohol-induced disorder
F10.20 Alcohol dependence, uncomplicated
F10.21 Alcohol dependence, in remission
F10.220 Alcohol dependence with intoxication, uncomplicated
F10.221 Alcohol dependence with intoxication delirium
F10.229 Alcohol dependence with intoxication, unspecified
F10.230 Alcohol dependence with withdrawal, uncomplicated
F10.231 Alcohol dependence with withdrawal delirium
F10.232 Alcohol dependence with withdrawal with perceptual disturbance
F10.239 Alcohol dependence with withdrawal, unspecified
F10.24 Alcohol dependence with alcohol-induced mood disorder
F10.250 Alcohol dependence with alcohol-induced psychotic disorder with delusions
F10.251 Alcohol dependence with alcohol-induced psychotic disorder with hallucinations
F10.259 Alcohol dependence with alcohol-induced psychotic disorder, unspecified
F10.26 Alcohol dependence with alcohol-induced persisting amnestic disorder
F10.27 Alcohol dependence with alcohol-induced persisting dementia
F10.280 Alcohol dependence with alcohol-induced anxiety disorder
F10.281 Alcohol dependence with alcohol-induced sexual dysfunction
F10.282 Alcohol dependence with alcohol-induced sleep disorder
F10.288 Alcohol dependence with other alcohol-induced disorder
F10.29 Alcohol dependence with unspecified alcohol-induced disorder
F10.90 Alcohol use, unspecified, uncomplicated
F10.91 Alcohol use, unspecified, in remission
F10.920 Alcohol use, unspecified with intoxication, uncomplicated
F10.921 Alcohol use, unspecified with intoxication delirium
F10.929 Alcohol use, unspecified with intoxication, unspecified
F10.930 Alcohol use, unspecified with withdrawal, uncomplicated
F10.931 Alcohol use, unspecified with withdrawal delirium
F10.932 Alcohol use, unspecified with withdrawal with perceptual disturbance
F10.939 Alcohol use, unspecified with withdrawal, unspecified
F10.94 Alcohol use, unspecified with alcohol-induced mood disorder
F10.950 Alcohol use, unspecified with alcohol-induced psychotic disorder with delusions
F10.951 Alcohol use, unspecified with alcohol-induced psychotic disorder with hallucinations
F10.959 Alcohol use, unspecified with alcohol-induced psychotic disorder, unspecified
F10.96 Alcohol use, unspecified with alcohol-induced persisting amnestic disorder
F10.97 Alcohol use, unspecified with alcohol-induced persisting dementia
F10.980 Alcohol use, unspecified with alcohol-induced anxiety disorder
F10.981 Alcohol use, unspecified with alcohol-induced sexual dysfunction
F10.982 Alcohol use, unspecified with alcohol-induced sleep disorder
F10.988 Alcohol use, unspecified with other alcohol-induced disorder
F10.99 Alcohol use, unspecified with unspecified alcohol-induced disorder
F11.10 Opioid abuse, uncomplicated
F11.11 Opioid abuse, in remission
F11.120 Opioid abuse with intoxication, uncomplicated
F11.121 Opioid abuse with intoxication delirium
F11.122 Opioid abuse with intoxication with perceptual disturbance
F11.129 Opioid abuse with intoxication, unspecified
F11.13 Opioid abuse with withdrawal
F11.14 Opioid abuse with opioid-induced mood disorder
F11.150 Opioid abuse with opioid-induced psychotic disorder with delusions
F11.151 Opioid abuse with opioid-induced psychotic disorder with hallucinations
F11.159 Opioid abuse with opioid-induced psychotic disorder, unspecified
F11.181 Opioid abuse with opioid-induced sexual dysfunction
F11.182 Opioid abuse with opioid-induced sleep disorder
F11.188 Opioid abuse with other opioid-induced disorder
F11.19 Opioid abuse with unspecified opioid-induced disorder
F11.20 Opioid dependence, uncomplicated
F11.21 Opioid dependence, in remission
F11.220 Opioid dependence with intoxication, uncomplicated
F11.221 Opioid dependence with intoxication delirium
F11.222 Opioid dependence with intoxication with perceptual disturbance
F11.229 Opioid dependence with intoxication, unspecified
F11.23 Opioid dependence with withdrawal
F11.24 Opioid dependence with opioid-induced mood disorder
F11.250 Opioid dependence with opioid-induced psychotic disorder with delusions
F11.251 Opioid dependence with opioid-induced psychotic disorder with hallucinations
F11.259 Opioid dependence with opioid-induced psychotic disorder, unspecified
F11.281 Opioid dependence with opioid-induced sexual dysfunction
F11.282 Opioid dependence with opioid-induced sleep disorder
F11.288 Opioid dependence with other opioid-induced disorder
F11.29 Opioid dependence with unspecified opioid-induced disorder
F11.90 Opioid use, unspecified, uncomplicated
F11.91 Opioid use, unspecified, in remission
F11.920 Opioid use, unspecified with intoxication, uncomplicated
F11.921 Opioid use, unspecified with intoxication delirium
F11.922 Opioid use, unspecified with intoxication with perceptual disturbance
F11.929 Opioid use, unspecified with intoxication, unspecified
F11.93 Opioid use, unspecified with withdrawal
F11.94 Opioid use, unspecified with opioid-induced mood disorder
F11.950 Opioid use, unspecified with opioid-induced psychotic disorder with delusions
F11.951 Opioid use, unspecified with opioid-induced psychotic disorder with hallucinations
F11.959 Opioid use, unspecified with opioid-induced psychotic disorder, unspecified
F11.981 Opioid use, unspecified with opioid-induced sexual dysfunction
F11.982 Opioid use, unspecified with opioid-induced sleep disorder
F11.988 Opioid use, unspecified with other opioid-induced disorder
F11.99 Opioid use, unspecified with unspecified opioid-induced disorder
F12.10 Cannabis abuse, uncomplicated
F12.11 Cannabis abuse, in remission
F12.120 Cannabis abuse with intoxication, uncomplicated
F12.121 Cannabis abuse with intoxication delirium
F12.122 Cannabis abuse with intoxication with perceptual disturbance
F12.129 Cannabis abuse with intoxication, unspecified
F12.13 Cannabis abuse with withdrawal
F12.150 Cannabis abuse with psychotic disorder with delusions
F12.151 Cannabis abuse with psychotic disorder with hallucinations
F12.159 Cannabis abuse with psychotic disorder, unspecified
F12.180 Cannabis abuse with cannabis-induced anxiety disorder
F12.188 Cannabis abuse with other cannabis-induced disorder
F12.19 Cannabis abuse with unspecified cannabis-induced disorder
F12.20 Cannabis dependence, uncomplicated
F12.21 Cannabis dependence, in remission
F12.220 Cannabis dependence with intoxication, uncomplicated
F12.221 Cannabis dependence with intoxication delirium
F12.222 Cannabis dependence with intoxication with perceptual disturbance
F12.229 Cannabis dependence with intoxication, unspecified
F12.23 Cannabis dependence with withdrawal
F12.250 Cannabis dependence with psychotic disorder with delusions
F12.251 Cannabis dependence with psychotic disorder with hallucinations
F12.259 Cannabis dependence with psychotic disorder, unspecified
F12.280 Cannabis dependence with cannabis-induced anxiety disorder
F12.288 Cannabis dependence with other cannabis-induced disorder
F12.29 Cannabis dependence with unspecified cannabis-induced disorder
F12.90 Cannabis use, unspecified, uncomplicated
F12.91 Cannabis use, unspecified, in remission
F12.920 Cannabis use, unspecified with intoxication, uncomplicated
F12.921 Cannabis use, unspecified with intoxication delirium
F12.922 Cannabis use, unspecified with intoxication with perceptual disturbance
F12.929 Cannabis use, unspecified with intoxication, unspecified
F12.93 Cannabis use, unspecified with withdrawal
F12.950 Cannabis use, unspecified with psychotic disorder with delusions
F12.951 Cannabis use, unspecified with psychotic disorder with hallucinations
F12.959 Cannabis use, unspecified with psychotic disorder, unspecified
F12.980 Cannabis use, unspecified with anxiety disorder
F12.988 Cannabis use, unspecified with other cannabis-induced disorder
F12.99 Cannabis use, unspecified with unspecified cannabis-induced disorder
F13.10 Sedative, hypnotic or anxiolytic abuse, uncomplicated
F13.11 Sedative, hypnotic or anxiolytic abuse, in remission
F13.120 Sedative, hypnotic or anxiolytic abuse with intoxication, uncomplicated
F13.121 Sedative, hypnotic or anxiolytic abuse with intoxication delirium
F13.129 Sedative, hypnotic or anxiolytic abuse with intoxication, unspecified
F13.130 Sedative, hypnotic or anxiolytic abuse with withdrawal, uncomplicated
F13.131 Sedative, hypnotic or anxiolytic abuse with withdrawal delirium
F13.132 Sedative, hypnotic or anxiolytic abuse with withdrawal with perceptual disturbance
F13.139 Sedative, hypnotic or anxiolytic abuse with withdrawal, unspecified
F13.14 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced mood disorder
F13.150 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced psychotic disorder with delusions
F13.151 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced psychotic disorder with hallucinations
F13.159 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced psychotic disorder, unspecified
F13.180 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced anxiety disorder
F13.181 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced sexual dysfunction
F13.182 Sedative, hypnotic or anxiolytic abuse with sedative, hypnotic or anxiolytic-induced sleep disorder
F13.188 Sedative, hypnotic or anxiolytic abuse with other sedative, hypnotic or anxiolytic-induced disorder
F13.19 Sedative, hypnotic or anxiolytic abuse with unspecified sedative, hypnotic or anxiolytic-induced disorder
F13.20 Sedative, hypnotic or anxiolytic dependence, uncomplicated
F13.21 Sedative, hypnotic or anxiolytic dependence, in remission
F13.220 Sedative, hypnotic or anxiolytic dependence with intoxication, uncomplicated
F13.221 Sedative, hypnotic or anxiolytic dependence with intoxication delirium
F13.229 Sedative, hypnotic or anxiolytic dependence with intoxication, unspecified
F13.230 Sedative, hypnotic or anxiolytic dependence with withdrawal, uncomplicated
F13.231 Sedative, hypnotic or anxiolytic dependence with withdrawal delirium
F13.232 Sedative, hypnotic or anxiolytic dependence with withdrawal with perceptual disturbance
F13.239 Sedative, hypnotic or anxiolytic dependence with withdrawal, unspecified
F13.24 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced mood disorder
F13.250 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced psychotic disorder with delusions
F13.251 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced psychotic disorder with hallucinations
F13.259 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced psychotic disorder, unspecified
F13.26 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced persisting amnestic disorder
F13.27 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced persisting dementia
F13.280 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced anxiety disorder
F13.281 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced sexual dysfunction
F13.282 Sedative, hypnotic or anxiolytic dependence with sedative, hypnotic or anxiolytic-induced sleep disorder
F13.288 Sedative, hypnotic or anxiolytic dependence with other sedative, hypnotic or anxiolytic-induced disorder
F13.29 Sedative, hypnotic or anxiolytic dependence with unspecified sedative, hypnotic or anxiolytic-induced disorder
F13.90 Sedative, hypnotic, or anxiolytic use, unspecified, uncomplicated
F13.91 Sedative, hypnotic or anxiolytic use, unspecified, in remission
F13.920 Sedative, hypnotic or anxiolytic use, unspecified with intoxication, uncomplicated
F13.921 Sedative, hypnotic or anxiolytic use, unspecified with intoxication delirium
F13.929 Sedative, hypnotic or anxiolytic use, unspecified with intoxication, unspecified
F13.930 Sedative, hypnotic or anxiolytic use, unspecified with withdrawal, uncomplicated
F13.931 Sedative, hypnotic or anxiolytic use, unspecified with withdrawal delirium
F13.932 Sedative, hypnotic or anxiolytic use, unspecified with withdrawal with perceptual disturbances
F13.939 Sedative, hypnotic or anxiolytic use, unspecified with withdrawal, unspecified
F13.94 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced mood disorder
F13.950 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced psychotic disorder with delusions
F13.951 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced psychotic disorder with hallucinations
F13.959 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced psychotic disorder, unspecified
F13.96 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced persisting amnestic disorder
F13.97 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced persisting dementia
F13.980 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced anxiety disorder
F13.981 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced sexual dysfunction
F13.982 Sedative, hypnotic or anxiolytic use, unspecified with sedative, hypnotic or anxiolytic-induced sleep disorder
F13.988 Sedative, hypnotic or anxiolytic use, unspecified with other sedative, hypnotic or anxiolytic-induced disorder
F13.99 Sedative, hypnotic or anxiolytic use, unspecified with unspecified sedative, hypnotic or anxiolytic-induced disorder
F14.10 Cocaine abuse, uncomplicated
F14.11 Cocaine abuse, in remission
F14.120 Cocaine abuse with intoxication, uncomplicated
F14.121 Cocaine abuse with intoxication with delirium
F14.122 Cocaine abuse with intoxication with perceptual disturbance
F14.129 Cocaine abuse with intoxication, unspecified
F14.13 Cocaine abuse, unspecified with withdrawal
F14.14 Cocaine abuse with cocaine-induced mood disorder
F14.150 Cocaine abuse with cocaine-induced psychotic disorder with delusions
F14.151 Cocaine abuse with cocaine-induced psychotic disorder with hallucinations
F14.159 Cocaine abuse with cocaine-induced psychotic disorder, unspecified
F14.180 Cocaine abuse with cocaine-induced anxiety disorder
F14.181 Cocaine abuse with cocaine-induced sexual dysfunction
F14.182 Cocaine abuse with cocaine-induced sleep disorder
F14.188 Cocaine abuse with other cocaine-induced disorder
F14.19 Cocaine abuse with unspecified cocaine-induced disorder
F14.20 Cocaine dependence, uncomplicated
F14.21 Cocaine dependence, in remission
F14.220 Cocaine dependence with intoxication, uncomplicated
F14.221 Cocaine dependence with intoxication delirium
F14.222 Cocaine dependence with intoxication with perceptual disturbance
F14.229 Cocaine dependence with intoxication, unspecified
F14.23 Cocaine dependence with withdrawal
F14.24 Cocaine dependence with cocaine-induced mood disorder
F14.250 Cocaine dependence with cocaine-induced psychotic disorder with delusions
F14.251 Cocaine dependence with cocaine-induced psychotic disorder with hallucinations
F14.259 Cocaine dependence with cocaine-induced psychotic disorder, unspecified
F14.280 Cocaine dependence with cocaine-induced anxiety disorder
F14.281 Cocaine dependence with cocaine-induced sexual dysfunction
F14.282 Cocaine dependence with cocaine-induced sleep disorder
F14.288 Cocaine dependence with other cocaine-induced disorder
F14.29 Cocaine dependence with unspecified cocaine-induced disorder
F14.90 Cocaine use, unspecified, uncomplicated
F14.91 Cocaine use, unspecified, in remission
F14.920 Cocaine use, unspecified with intoxication, uncomplicated
F14.921 Cocaine use, unspecified with intoxication delirium
F14.922 Cocaine use, unspecified with intoxication with perceptual disturbance
F14.929 Cocaine use, unspecified with intoxication, unspecified
F14.93 Cocaine use, unspecified with withdrawal
F14.94 Cocaine use, unspecified with cocaine-induced mood disorder
F14.950 Cocaine use, unspecified with cocaine-induced psychotic disorder with delusions
F14.951 Cocaine use, unspecified with cocaine-induced psychotic disorder with hallucinations
F14.959 Cocaine use, unspecified with cocaine-induced psychotic disorder, unspecified
F14.980 Cocaine use, unspecified with cocaine-induced anxiety disorder
F14.981 Cocaine use, unspecified with cocaine-induced sexual dysfunction
F14.982 Cocaine use, unspecified with cocaine-induced sleep disorder
F14.988 Cocaine use, unspecified with other cocaine-induced disorder
F14.99 Cocaine use, unspecified with unspecified cocaine-induced disorder
F15.10 Other stimulant abuse, uncomplicated
F15.11 Other stimulant abuse, in remission
F15.120 Other stimulant abuse with intoxication, uncomplicated
F15.121 Other stimulant abuse with intoxication delirium
F15.122 Other stimulant abuse with intoxication with perceptual disturbance
F15.129 Other stimulant abuse with intoxication, unspecified
F15.13 Other stimulant abuse with withdrawal
F15.14 Other stimulant abuse with stimulant-induced mood disorder
F15.150 Other stimulant abuse with stimulant-induced psychotic disorder with delusions
F15.151 Other stimulant abuse with stimulant-induced psychotic disorder with hallucinations
F15.159 Other stimulant abuse with stimulant-induced psychotic disorder, unspecified
F15.180 Other stimulant abuse with stimulant-induced anxiety disorder
F15.181 Other stimulant abuse with stimulant-induced sexual dysfunction
F15.182 Other stimulant abuse with stimulant-induced sleep disorder
F15.188 Other stimulant abuse with other stimulant-induced disorder
F15.19 Other stimulant abuse with unspecified stimulant-induced disorder
F15.20 Other stimulant dependence, uncomplicated
F15.21 Other stimulant dependence, in remission
F15.220 Other stimulant dependence with intoxication, uncomplicated
F15.221 Other stimulant dependence with intoxication delirium
F15.222 Other stimulant dependence with intoxication with perceptual disturbance
F15.229 Other stimulant dependence with intoxication, unspecified
F15.23 Other stimulant dependence with withdrawal
F15.24 Other stimulant dependence with stimulant-induced mood disorder
F15.250 Other stimulant dependence with stimulant-induced psychotic disorder with delusions
F15.251 Other stimulant dependence with stimulant-induced psychotic disorder with hallucinations
F15.259 Other stimulant dependence with stimulant-induced psychotic disorder, unspecified
F15.280 Other stimulant dependence with stimulant-induced anxiety disorder
F15.281 Other stimulant dependence with stimulant-induced sexual dysfunction
F15.282 Other stimulant dependence with stimulant-induced sleep disorder
F15.288 Other stimulant dependence with other stimulant-induced disorder
F15.29 Other stimulant dependence with unspecified stimulant-induced disorder
F15.90 Other stimulant use, unspecified, uncomplicated
F15.91 Other stimulant use, unspecified, in remission
F15.920 Other stimulant use, unspecified with intoxication, uncomplicated
F15.921 Other stimulant use, unspecified with intoxication delirium
F15.922 Other stimulant use, unspecified with intoxication with perceptual disturbance
F15.929 Other stimulant use, unspecified with intoxication, unspecified
F15.93 Other stimulant use, unspecified with withdrawal
F15.94 Other stimulant use, unspecified with stimulant-induced mood disorder
F15.950 Other stimulant use, unspecified with stimulant-induced psychotic disorder with delusions
F15.951 Other stimulant use, unspecified with stimulant-induced psychotic disorder with hallucinations
F15.959 Other stimulant use, unspecified with stimulant-induced psychotic disorder, unspecified
F15.980 Other stimulant use, unspecified with stimulant-induced anxiety disorder
F15.981 Other stimulant use, unspecified with stimulant-induced sexual dysfunction
F15.982 Other stimulant use, unspecified with stimulant-induced sleep disorder
F15.988 Other stimulant use, unspecified with other stimulant-induced disorder
F15.99 Other stimulant use, unspecified with unspecified stimulant-induced disorder
F16.10 Hallucinogen abuse, uncomplicated
F16.11 Hallucinogen abuse, in remission
F16.120 Hallucinogen abuse with intoxication, uncomplicated
F16.121 Hallucinogen abuse with intoxication with delirium
F16.122 Hallucinogen abuse with intoxication with perceptual disturbance
F16.129 Hallucinogen abuse with intoxication, unspecified
F16.14 Hallucinogen abuse with hallucinogen-induced mood disorder
F16.150 Hallucinogen abuse with hallucinogen-induced psychotic disorder with delusions
F16.151 Hallucinogen abuse with hallucinogen-induced psychotic disorder with hallucinations
F16.159 Hallucinogen abuse with hallucinogen-induced psychotic disorder, unspecified
F16.180 Hallucinogen abuse with hallucinogen-induced anxiety disorder
F16.183 Hallucinogen abuse with hallucinogen persisting perception disorder (flashbacks)
F16.188 Hallucinogen abuse with other hallucinogen-induced disorder
F16.19 Hallucinogen abuse with unspecified hallucinogen-induced disorder
F16.20 Hallucinogen dependence, uncomplicated
F16.21 Hallucinogen dependence, in remission
F16.220 Hallucinogen dependence with intoxication, uncomplicated
F16.221 Hallucinogen dependence with intoxication with delirium
F16.229 Hallucinogen dependence with intoxication, unspecified
F16.24 Hallucinogen dependence with hallucinogen-induced mood disorder
F16.250 Hallucinogen dependence with hallucinogen-induced psychotic disorder with delusions
F16.251 Hallucinogen dependence with hallucinogen-induced psychotic disorder with hallucinations
F16.259 Hallucinogen dependence with hallucinogen-induced psychotic disorder, unspecified
F16.280 Hallucinogen dependence with hallucinogen-induced anxiety disorder
F16.283 Hallucinogen dependence with hallucinogen persisting perception disorder (flashbacks)
F16.288 Hallucinogen dependence with other hallucinogen-induced disorder
F16.29 Hallucinogen dependence with unspecified hallucinogen-induced disorder
F16.90 Hallucinogen use, unspecified, uncomplicated
F16.91 Hallucinogen use, unspecified, in remission
F16.920 Hallucinogen use, unspecified with intoxication, uncomplicated
F16.921 Hallucinogen use, unspecified with intoxication with delirium
F16.929 Hallucinogen use, unspecified with intoxication, unspecified
F16.94 Hallucinogen use, unspecified with hallucinogen-induced mood disorder
F16.950 Hallucinogen use, unspecified with hallucinogen-induced psychotic disorder with delusions
F16.951 Hallucinogen use, unspecified with hallucinogen-induced psychotic disorder with hallucinations
F16.959 Hallucinogen use, unspecified with hallucinogen-induced psychotic disorder, unspecified
F16.980 Hallucinogen use, unspecified with hallucinogen-induced anxiety disorder
F16.983 Hallucinogen use, unspecified with hallucinogen persisting perception disorder (flashbacks)
F16.988 Hallucinogen use, unspecified with other hallucinogen-induced disorder
F16.99 Hallucinogen use, unspecified with unspecified hallucinogen-induced disorder
F17.200 Nicotine dependence, unspecified, uncomplicated
F17.201 Nicotine dependence, unspecified, in remission
F17.203 Nicotine dependence unspecified, with withdrawal
F17.208 Nicotine dependence, unspecified, with other nicotine-induced disorders
F17.209 Nicotine dependence, unspecified, with unspecified nicotine-induced disorders
F17.210 Nicotine dependence, cigarettes, uncomplicated
F17.211 Nicotine dependence, cigarettes, in remission
F17.213 Nicotine dependence, cigarettes, with withdrawal
F17.218 Nicotine dependence, cigarettes, with other nicotine-induced disorders
F17.219 Nicotine dependence, cigarettes, with unspecified nicotine-induced disorders
F17.220 Nicotine dependence, chewing tobacco, uncomplicated
F17.221 Nicotine dependence, chewing tobacco, in remission
F17.223 Nicotine dependence, chewing tobacco, with withdrawal
F17.228 Nicotine dependence, chewing tobacco, with other nicotine-induced disorders
F17.229 Nicotine dependence, chewing tobacco, with unspecified nicotine-induced disorders
F17.290 Nicotine dependence, other tobacco product, uncomplicated
F17.291 Nicotine dependence, other tobacco product, in remission
F17.293 Nicotine dependence, other tobacco product, with withdrawal
F17.298 Nicotine dependence, other tobacco product, with other nicotine-induced disorders
F17.299 Nicotine dependence, other tobacco product, with unspecified nicotine-induced disorders
F18.10 Inhalant abuse, uncomplicated
F18.11 Inhalant abuse, in remission
F18.120 Inhalant abuse with intoxication, uncomplicated
F18.121 Inhalant abuse with intoxication delirium
F18.129 Inhalant abuse with intoxication, unspecified
F18.14 Inhalant abuse with inhalant-induced mood disorder
F18.150 Inhalant abuse with inhalant-induced psychotic disorder with delusions
F18.151 Inhalant abuse with inhalant-induced psychotic disorder with hallucinations
F18.159 Inhalant abuse with inhalant-induced psychotic disorder, unspecified
F18.17 Inhalant abuse with inhalant-induced dementia
F18.180 Inhalant abuse with inhalant-induced anxiety disorder
F18.188 Inhalant abuse with other inhalant-induced disorder
F18.19 Inhalant abuse with unspecified inhalant-induced disorder
F18.20 Inhalant dependence, uncomplicated
F18.21 Inhalant dependence, in remission
F18.220 Inhalant dependence with intoxication, uncomplicated
F18.221 Inhalant dependence with intoxication delirium
F18.229 Inhalant dependence with intoxication, unspecified
F18.24 Inhalant dependence with inhalant-induced mood disorder
F18.250 Inhalant dependence with inhalant-induced psychotic disorder with delusions
F18.251 Inhalant dependence with inhalant-induced psychotic disorder with hallucinations
F18.259 Inhalant dependence with inhalant-induced psychotic disorder, unspecified
F18.27 Inhalant dependence with inhalant-induced dementia
F18.280 Inhalant dependence with inhalant-induced anxiety disorder
F18.288 Inhalant dependence with other inhalant-induced disorder
F18.29 Inhalant dependence with unspecified inhalant-induced disorder
F18.90 Inhalant use, unspecified, uncomplicated
F18.91 Inhalant use, unspecified, in remission
F18.920 Inhalant use, unspecified with intoxication, uncomplicated
F18.921 Inhalant use, unspecified with intoxication with delirium
F18.929 Inhalant use, unspecified with intoxication, unspecified
F18.94 Inhalant use, unspecified with inhalant-induced mood disorder
F18.950 Inhalant use, unspecified with inhalant-induced psychotic disorder with delusions
F18.951 Inhalant use, unspecified with inhalant-induced psychotic disorder with hallucinations
F18.959 Inhalant use, unspecified with inhalant-induced psychotic disorder, unspecified
F18.97 Inhalant use, unspecified with inhalant-induced persisting dementia
F18.980 Inhalant use, unspecified with inhalant-induced anxiety disorder
F18.988 Inhalant use, unspecified with other inhalant-induced disorder
F18.99 Inhalant use, unspecified with unspecified inhalant-induced disorder
F19.10 Other psychoactive substance abuse, uncomplicated
F19.11 Other psychoactive substance abuse, in remission
F19.120 Other psychoactive substance abuse with intoxication, uncomplicated
F19.121 Other psychoactive substance abuse with intoxication delirium
F19.122 Other psychoactive substance abuse with intoxication with perceptual disturbances
F19.129 Other psychoactive substance abuse with intoxication, unspecified
F19.130 Other psychoactive substance abuse with withdrawal, uncomplicated
F19.131 Other psychoactive substance abuse with withdrawal delirium
F19.132 Other psychoactive substance abuse with withdrawal with perceptual disturbance
F19.139 Other psychoactive substance abuse with withdrawal, unspecified
F19.14 Other psychoactive substance abuse with psychoactive substance-induced mood disorder
F19.150 Other psychoactive substance abuse with psychoactive substance-induced psychotic disorder with delusions
F19.151 Other psychoactive substance abuse with psychoactive substance-induced psychotic disorder with hallucinations
F19.159 Other psychoactive substance abuse with psychoactive substance-induced psychotic disorder, unspecified
F19.16 Other psychoactive substance abuse with psychoactive substance-induced persisting amnestic disorder
F19.17 Other psychoactive substance abuse with psychoactive substance-induced persisting dementia
F19.180 Other psychoactive substance abuse with psychoactive substance-induced anxiety disorder
F19.181 Other psychoactive substance abuse with psychoactive substance-induced sexual dysfunction
F19.182 Other psychoactive substance abuse with psychoactive substance-induced sleep disorder
F19.188 Other psychoactive substance abuse with other psychoactive substance-induced disorder
F19.19 Other psychoactive substance abuse with unspecified psychoactive substance-induced disorder
F19.20 Other psychoactive substance dependence, uncomplicated
F19.21 Other psychoactive substance dependence, in remission
F19.220 Other psychoactive substance dependence with intoxication, uncomplicated
F19.221 Other psychoactive substance dependence with intoxication delirium
F19.222 Other psychoactive substance dependence with intoxication with perceptual disturbance
F19.229 Other psychoactive substance dependence with intoxication, unspecified
F19.230 Other psychoactive substance dependence with withdrawal, uncomplicated
F19.231 Other psychoactive substance dependence with withdrawal delirium
F19.232 Other psychoactive substance dependence with withdrawal with perceptual disturbance
F19.239 Other psychoactive substance dependence with withdrawal, unspecified
F19.24 Other psychoactive substance dependence with psychoactive substance-induced mood disorder
F19.250 Other psychoactive substance dependence with psychoactive substance-induced psychotic disorder with delusions
F19.251 Other psychoactive substance dependence with psychoactive substance-induced psychotic disorder with hallucinations
F19.259 Other psychoactive substance dependence with psychoactive substance-induced psychotic disorder, unspecified
F19.26 Other psychoactive substance dependence with psychoactive substance-induced persisting amnestic disorder
F19.27 Other psychoactive substance dependence with psychoactive substance-induced persisting dementia
F19.280 Other psychoactive substance dependence with psychoactive substance-induced anxiety disorder
F19.281 Other psychoactive substance dependence with psychoactive substance-induced sexual dysfunction
F19.282 Other psychoactive substance dependence with psychoactive substance-induced sleep disorder
F19.288 Other psychoactive substance dependence with other psychoactive substance-induced disorder
F19.29 Other psychoactive substance dependence with unspecified psychoactive substance-induced disorder
F19.90 Other psychoactive substance use, unspecified, uncomplicated
F19.91 Other psychoactive substance use, unspecified, in remission
F19.920 Other psychoactive substance use, unspecified with intoxication, uncomplicated
F19.921 Other psychoactive substance use, unspecified with intoxication with delirium
F19.922 Other psychoactive substance use, unspecified with intoxication with perceptual disturbance
F19.929 Other psychoactive substance use, unspecified with intoxication, unspecified
F19.930 Other psychoactive substance use, unspecified with withdrawal, uncomplicated
F19.931 Other psychoactive substance use, unspecified with withdrawal delirium
F19.932 Other psychoactive substance use, unspecified with withdrawal with perceptual disturbance
F19.939 Other psychoactive substance use, unspecified with withdrawal, unspecified
F19.94 Other psychoactive substance use, unspecified with psychoactive substance-induced mood disorder
F19.950 Other psychoactive substance use, unspecified with psychoactive substance-induced psychotic disorder with delusions
F19.951 Other psychoactive substance use, unspecified with psychoactive substance-induced psychotic disorder with hallucinations
F19.959 Other psychoactive substance use, unspecified with psychoactive substance-induced psychotic disorder, unspecified
F19.96 Other psychoactive substance use, unspecified with psychoactive substance-induced persisting amnestic disorder
F19.97 Other psychoactive substance use, unspecified with psychoactive substance-induced persisting dementia
F19.980 Other psychoactive substance use, unspecified with psychoactive substance-induced anxiety disorder
F19.981 Other psychoactive substance use, unspecified with psychoactive substance-induced sexual dysfunction
F19.982 Other psychoactive substance use, unspecified with psychoactive substance-induced sleep disorder
F19.988 Other psychoactive substance use, unspecified with other psychoactive substance-induced disorder
F19.99 Other psychoactive substance use, unspecified with unspecified psychoactive substance-induced disorder
F20.0 Paranoid schizophrenia
F20.1 Disorganized schizophrenia
F20.2 Catatonic schizophrenia
F20.3 Undifferentiated schizophrenia
F20.5 Residual schizophrenia
F20.81 Schizophreniform disorder
F20.89 Other schizophrenia
F20.9 Schizophrenia, unspecified
F21 Schizotypal disorder
F22 Delusional disorders
F23 Brief psychotic disorder
F24 Shared psychotic disorder
F25.0 Schizoaffective disorder, bipolar type
F25.1 Schizoaffective disorder, depressive type
F25.8 Other schizoaffective disorders
F25.9 Schizoaffective disorder, unspecified
F28 Other psychotic disorder not due to a substance or known physiological condition
F29 Unspecified psychosis not due to a substance or known physiological condition
F30.10 Manic episode without psychotic symptoms, unspecified
F30.11 Manic episode without psychotic symptoms, mild
F30.12 Manic episode without psychotic symptoms, moderate
F30.13 Manic episode, severe, without psychotic symptoms
F30.2 Manic episode, severe with psychotic symptoms
F30.3 Manic episode in partial remission
F30.4 Manic episode in full remission
F30.8 Other manic episodes
F30.9 Manic episode, unspecified
F31.0 Bipolar disorder, current episode hypomanic
F31.10 Bipolar disorder, current episode manic without psychotic features, unspecified
F31.11 Bipolar disorder, current episode manic without psychotic features, mild
F31.12 Bipolar disorder, current episode manic without psychotic features, moderate
F31.13 Bipolar disorder, current episode manic without psychotic features, severe
F31.2 Bipolar disorder, current episode manic severe with psychotic features
F31.30 Bipolar disorder, current episode depressed, mild or moderate severity, unspecified
F31.31 Bipolar disorder, current episode depressed, mild
F31.32 Bipolar disorder, current episode depressed, moderate
F31.4 Bipolar disorder, current episode depressed, severe, without psychotic features
F31.5 Bipolar disorder, current episode depressed, severe, with psychotic features
F31.60 Bipolar disorder, current episode mixed, unspecified
F31.61 Bipolar disorder, current episode mixed, mild
F31.62 Bipolar disorder, current episode mixed, moderate
F31.63 Bipolar disorder, current episode mixed, severe, without psychotic features
F31.64 Bipolar disorder, current episode mixed, severe, with psychotic features
F31.70 Bipolar disorder, currently in remission, most recent episode unspecified
F31.71 Bipolar disorder, in partial remission, most recent episode hypomanic
F31.72 Bipolar disorder, in full remission, most recent episode hypomanic
F31.73 Bipolar disorder, in partial remission, most recent episode manic
F31.74 Bipolar disorder, in full remission, most recent episode manic
F31.75 Bipolar disorder, in partial remission, most recent episode depressed
F31.76 Bipolar disorder, in full remission, most recent episode depressed
F31.77 Bipolar disorder, in partial remission, most recent episode mixed
F31.78 Bipolar disorder, in full remission, most recent episode mixed
F31.81 Bipolar II disorder
F31.89 Other bipolar disorder
F31.9 Bipolar disorder, unspecified
F32.0 Major depressive disorder, single episode, mild
F32.1 Major depressive disorder, single episode, moderate
F32.2 Major depressive disorder, single episode, severe without psychotic features
F32.3 Major depressive disorder, single episode, severe with psychotic features
F32.4 Major depressive disorder, single episode, in partial remission
F32.5 Major depressive disorder, single episode, in full remission
F32.81 Premenstrual dysphoric disorder
F32.89 Other specified depressive episodes
F32.9 Major depressive disorder, single episode, unspecified
F32.A Depression, unspecified
F33.0 Major depressive disorder, recurrent, mild
F33.1 Major depressive disorder, recurrent, moderate
F33.2 Major depressive disorder, recurrent severe without psychotic features
F33.3 Major depressive disorder, recurrent, severe with psychotic symptoms
F33.40 Major depressive disorder, recurrent, in remission, unspecified
F33.41 Major depressive disorder, recurrent, in partial remission
F33.42 Major depressive disorder, recurrent, in full remission
F33.8 Other recurrent depressive disorders
F33.9 Major depressive disorder, recurrent, unspecified
F34.0 Cyclothymic disorder
F34.1 Dysthymic disorder
F34.81 Disruptive mood dysregulation disorder
F34.89 Other specified persistent mood disorders
F34.9 Persistent mood [affective] disorder, unspecified
F39 Unspecified mood [affective] disorder
F40.00 Agoraphobia, unspecified
F40.01 Agoraphobia with panic disorder
F40.02 Agoraphobia without panic disorder
F40.10 Social phobia, unspecified
F40.11 Social phobia, generalized
F40.210 Arachnophobia
F40.218 Other animal type phobia
F40.220 Fear of thunderstorms
F40.228 Other natural environment type phobia
F40.230 Fear of blood
F40.231 Fear of injections and transfusions
F40.232 Fear of other medical care
F40.233 Fear of injury
F40.240 Claustrophobia
F40.241 Acrophobia
F40.242 Fear of bridges
F40.243 Fear of flying
F40.248 Other situational type phobia
F40.290 Androphobia
F40.291 Gynephobia
F40.298 Other specified phobia
F40.8 Other phobic anxiety disorders
F40.9 Phobic anxiety disorder, unspecified
F41.0 Panic disorder [episodic paroxysmal anxiety]
F41.1 Generalized anxiety disorder
F41.3 Other mixed anxiety disorders
F41.8 Other specified anxiety disorders
F41.9 Anxiety disorder, unspecified
F42.2 Mixed obsessional thoughts and acts
F42.3 Hoarding disorder
F42.4 Excoriation (skin-picking) disorder
F42.8 Other obsessive-compulsive disorder
F42.9 Obsessive-compulsive disorder, unspecified
F43.0 Acute stress reaction
F43.10 Post-traumatic stress disorder, unspecified
F43.11 Post-traumatic stress disorder, acute
F43.12 Post-traumatic stress disorder, chronic
F43.20 Adjustment disorder, unspecified
F43.21 Adjustment disorder with depressed mood
F43.22 Adjustment disorder with anxiety
F43.23 Adjustment disorder with mixed anxiety and depressed mood
F43.24 Adjustment disorder with disturbance of conduct
F43.25 Adjustment disorder with mixed disturbance of emotions and conduct
F43.29 Adjustment disorder with other symptoms
F43.81 Prolonged grief disorder
F43.89 Other reactions to severe stress
F43.9 Reaction to severe stress, unspecified
F44.0 Dissociative amnesia
F44.1 Dissociative fugue
F44.2 Dissociative stupor
F44.4 Conversion disorder with motor symptom or deficit
F44.5 Conversion disorder with seizures or convulsions
F44.6 Conversion disorder with sensory symptom or deficit
F44.7 Conversion disorder with mixed symptom presentation
F44.81 Dissociative identity disorder
F44.89 Other dissociative and conversion disorders
F44.9 Dissociative and conversion disorder, unspecified
F45.0 Somatization disorder
F45.1 Undifferentiated somatoform disorder
F45.20 Hypochondriacal disorder, unspecified
F45.21 Hypochondriasis
F45.22 Body dysmorphic disorder
F45.29 Other hypochondriacal disorders
F45.41 Pain disorder exclusively related to psychological factors
F45.42 Pain disorder with related psychological factors
F45.8 Other somatoform disorders
F45.9 Somatoform disorder, unspecified
F48.1 Depersonalization-derealization syndrome
F48.2 Pseudobulbar affect
F48.8 Other specified nonpsychotic mental disorders
F48.9 Nonpsychotic mental disorder, unspecified
F50.00 Anorexia nervosa, unspecified
F50.010 Anorexia nervosa, restricting type, mild
F50.011 Anorexia nervosa, restricting type, moderate
F50.012 Anorexia nervosa, restricting type, severe
F50.013 Anorexia nervosa, restricting type, extreme
F50.014 Anorexia nervosa, restricting type, in remission
F50.019 Anorexia nervosa, restricting type, unspecified
F50.020 Anorexia nervosa, binge eating/purging type, mild
F50.021 Anorexia nervosa, binge eating/purging type, moderate
F50.022 Anorexia nervosa, binge eating/purging type, severe
F50.023 Anorexia nervosa, binge eating/purging type, extreme
F50.024 Anorexia nervosa, binge eating/purging type, in remission
F50.029 Anorexia nervosa, binge eating/purging type, unspecified
F50.20 Bulimia nervosa, unspecified
F50.21 Bulimia nervosa, mild
F50.22 Bulimia nervosa, moderate
F50.23 Bulimia nervosa, severe
F50.24 Bulimia nervosa, extreme
F50.25 Bulimia nervosa, in remission
F50.810 Binge eating disorder, mild
F50.811 Binge eating disorder, moderate
F50.812 Binge eating disorder, severe
F50.813 Binge eating disorder, extreme
F50.814 Binge eating disorder, in remission
F50.819 Binge eating disorder, unspecified
F50.82 Avoidant/restrictive food intake disorder
F50.83 Pica in adults
F50.84 Rumination disorder in adults
F50.89 Other specified eating disorder
F50.9 Eating disorder, unspecified
F51.01 Primary insomnia
F51.02 Adjustment insomnia
F51.03 Paradoxical insomnia
F51.04 Psychophysiologic insomnia
F51.05 Insomnia due to other mental disorder
F51.09 Other insomnia not due to a substance or known physiological condition
F51.11 Primary hypersomnia
F51.12 Insufficient sleep syndrome
F51.13 Hypersomnia due to other mental disorder
F51.19 Other hypersomnia not due to a substance or known physiological condition
F51.3 Sleepwalking [somnambulism]
F51.4 Sleep terrors [night terrors]
F51.5 Nightmare disorder
F51.8 Other sleep disorders not due to a substance or known physiological condition
F51.9 Sleep disorder not due to a substance or known physiological condition, unspecified
F52.0 Hypoactive sexual desire disorder
F52.1 Sexual aversion disorder
F52.21 Male erectile disorder
F52.22 Female sexual arousal disorder
F52.31 Female orgasmic disorder
F52.32 Male orgasmic disorder
F52.4 Premature ejaculation
F52.5 Vaginismus not due to a substance or known physiological condition
F52.6 Dyspareunia not due to a substance or known physiological condition
F52.8 Other sexual dysfunction not due to a substance or known physiological condition
F52.9 Unspecified sexual dysfunction not due to a substance or known physiological condition
F53.0 Postpartum depression
F53.1 Puerperal psychosis
F54 Psychological and behavioral factors associated with disorders or diseases classified elsewhere
F55.0 Abuse of antacids
F55.1 Abuse of herbal or folk remedies
F55.2 Abuse of laxatives
F55.3 Abuse of steroids or hormones
F55.4 Abuse of vitamins
F55.8 Abuse of other non-psychoactive substances
F59 Unspecified behavioral syndromes associated with physiological disturbances and physical factors
F60.0 Paranoid personality disorder
F60.1 Schizoid personality disorder
F60.2 Antisocial personality disorder
F60.3 Borderline personality disorder
F60.4 Histrionic personality disorder
F60.5 Obsessive-compulsive personality disorder
F60.6 Avoidant personality disorder
F60.7 Dependent personality disorder
F60.81 Narcissistic personality disorder
F60.89 Other specific personality disorders
F60.9 Personality disorder, unspecified
F63.0 Pathological gambling
F63.1 Pyromania
F63.2 Kleptomania
F63.3 Trichotillomania
F63.81 Intermittent explosive disorder
F63.89 Other impulse disorders
F63.9 Impulse disorder, unspecified
F64.0 Transsexualism
F64.1 Dual role transvestism
F64.2 Gender identity disorder of childhood
F64.8 Other gender identity disorders
F64.9 Gender identity disorder, unspecified
F65.0 Fetishism
F65.1 Transvestic fetishism
F65.2 Exhibitionism
F65.3 Voyeurism
F65.4 Pedophilia
F65.50 Sadomasochism, unspecified
F65.51 Sexual masochism
F65.52 Sexual sadism
F65.81 Frotteurism
F65.89 Other paraphilias
F65.9 Paraphilia, unspecified
F66 Other sexual disorders
F68.10 Factitious disorder imposed on self, unspecified
F68.11 Factitious disorder imposed on self, with predominantly psychological signs and symptoms
F68.12 Factitious disorder imposed on self, with predominantly physical signs and symptoms
F68.13 Factitious disorder imposed on self, with combined psychological and physical signs and symptoms
F68.8 Other specified disorders of adult personality and behavior
F68.A Factitious disorder imposed on another
F69 Unspecified disorder of adult personality and behavior
F70 Mild intellectual disabilities
F71 Moderate intellectual disabilities
F72 Severe intellectual disabilities
F73 Profound intellectual disabilities
F78.A1 SYNGAP1-related intellectual disability
F78.A9 Other genetic related intellectual disability
F79 Unspecified intellectual disabilities
F80.0 Phonological disorder
F80.1 Expressive language disorder
F80.2 Mixed receptive-expressive language disorder
F80.4 Speech and language development delay due to hearing loss
F80.81 Childhood onset fluency disorder
F80.82 Social pragmatic communication disorder
F80.89 Other developmental disorders of speech and language
F80.9 Developmental disorder of speech and language, unspecified
F81.0 Specific reading disorder
F81.2 Mathematics disorder
F81.81 Disorder of written expression
F81.89 Other developmental disorders of scholastic skills
F81.9 Developmental disorder of scholastic skills, unspecified
F82 Specific developmental disorder of motor function
F84.0 Autistic disorder
F84.2 Rett's syndrome
F84.3 Other childhood disintegrative disorder
F84.5 Asperger's syndrome
F84.8 Other pervasive developmental disorders
F84.9 Pervasive developmental disorder, unspecified
F88 Other disorders of psychological development
F89 Unspecified disorder of psychological development
F90.0 Attention-deficit hyperactivity disorder, predominantly inattentive type
F90.1 Attention-deficit hyperactivity disorder, predominantly hyperactive type
F90.2 Attention-deficit hyperactivity disorder, combined type
F90.8 Attention-deficit hyperactivity disorder, other type
F90.9 Attention-deficit hyperactivity disorder, unspecified type
F91.0 Conduct disorder confined to family context
F91.1 Conduct disorder, childhood-onset type
F91.2 Conduct disorder, adolescent-onset type
F91.3 Oppositional defiant disorder
F91.8 Other conduct disorders
F91.9 Conduct disorder, unspecified
F93.0 Separation anxiety disorder of childhood
F93.8 Other childhood emotional disorders
F93.9 Childhood emotional disorder, unspecified
F94.0 Selective mutism
F94.1 Reactive attachment disorder of childhood
F94.2 Disinhibited attachment disorder of childhood
F94.8 Other childhood disorders of social functioning
F94.9 Childhood disorder of social functioning, unspecified
F95.0 Transient tic disorder
F95.1 Chronic motor or vocal tic disorder
F95.2 Tourette's disorder
F95.8 Other tic disorders
F95.9 Tic disorder, unspecified
F98.0 Enuresis not due to a substance or known physiological condition
F98.1 Encopresis not due to a substance or known physiological condition
F98.21 Rumination disorder of infancy and childhood
F98.29 Other feeding disorders of infancy and early childhood
F98.3 Pica of infancy and childhood
F98.4 Stereotyped movement disorders
F98.5 Adult onset fluency disorder
F98.8 Other specified behavioral and emotional disorders with onset usually occurring in childhood and adolescence
F98.9 Unspecified behavioral and emotional disorders with onset usually occurring in childhood and adolescence
F99 Mental disorder, not otherwise specified
`);

/**
 * Common codes outside chapter F a behavioral-health clinic records beside its diagnoses:
 * chronic conditions, symptoms, injuries of self-harm, and the Z codes of social circumstances.
 */
const commonOtherCodes = parseCodeLines(`
A15.0 Tuberculosis of lung
B18.2 Chronic viral hepatitis C
B20 Human immunodeficiency virus [HIV] disease
D50.9 Iron deficiency anemia, unspecified
D64.9 Anemia, unspecified
E03.9 Hypothyroidism, unspecified
E05.90 Thyrotoxicosis, unspecified without thyrotoxic crisis or storm
E11.9 Type 2 diabetes mellitus without complications
E11.65 Type 2 diabetes mellitus with hyperglycemia
E11.649 Type 2 diabetes mellitus with hypoglycemia without coma
E11.21 Type 2 diabetes mellitus with diabetic nephropathy
E11.22 Type 2 diabetes mellitus with diabetic chronic kidney disease
E11.40 Type 2 diabetes mellitus with diabetic neuropathy, unspecified
E11.42 Type 2 diabetes mellitus with diabetic polyneuropathy
E11.319 Type 2 diabetes mellitus with unspecified diabetic retinopathy without macular edema
E11.8 Type 2 diabetes mellitus with unspecified complications
E10.9 Type 1 diabetes mellitus without complications
E10.65 Type 1 diabetes mellitus with hyperglycemia
E13.9 Other specified diabetes mellitus without complications
E16.2 Hypoglycemia, unspecified
E55.9 Vitamin D deficiency, unspecified
E53.8 Deficiency of other specified B group vitamins
E66.01 Morbid (severe) obesity due to excess calories
E66.09 Other obesity due to excess calories
E66.3 Overweight
E66.9 Obesity, unspecified
E78.00 Pure hypercholesterolemia, unspecified
E78.1 Pure hyperglyceridemia
E78.2 Mixed hyperlipidemia
E78.5 Hyperlipidemia, unspecified
E87.1 Hypo-osmolality and hyponatremia
E87.6 Hypokalemia
E86.0 Dehydration
G20.A1 Parkinson's disease without dyskinesia, without mention of fluctuations
G25.1 Drug-induced tremor
G25.71 Drug induced akathisia
G24.01 Drug induced subacute dyskinesia
G24.02 Drug induced acute dystonia
G21.11 Neuroleptic induced parkinsonism
G30.9 Alzheimer's disease, unspecified
G31.84 Mild cognitive impairment of uncertain or known etiology
G40.909 Epilepsy, unspecified, not intractable, without status epilepticus
G43.909 Migraine, unspecified, not intractable, without status migrainosus
G44.209 Tension-type headache, unspecified, not intractable
G47.00 Insomnia, unspecified
G47.10 Hypersomnia, unspecified
G47.33 Obstructive sleep apnea (adult) (pediatric)
G47.9 Sleep disorder, unspecified
G89.29 Other chronic pain
G89.4 Chronic pain syndrome
I10 Essential (primary) hypertension
I11.9 Hypertensive heart disease without heart failure
I12.9 Hypertensive chronic kidney disease with stage 1 through stage 4 chronic kidney disease, or unspecified chronic kidney disease
I25.10 Atherosclerotic heart disease of native coronary artery without angina pectoris
I48.91 Unspecified atrial fibrillation
I50.9 Heart failure, unspecified
I63.9 Cerebral infarction, unspecified
I95.1 Orthostatic hypotension
I95.9 Hypotension, unspecified
J06.9 Acute upper respiratory infection, unspecified
J20.9 Acute bronchitis, unspecified
J30.9 Allergic rhinitis, unspecified
J44.1 Chronic obstructive pulmonary disease with (acute) exacerbation
J44.9 Chronic obstructive pulmonary disease, unspecified
J45.20 Mild intermittent asthma, uncomplicated
J45.21 Mild intermittent asthma with (acute) exacerbation
J45.30 Mild persistent asthma, uncomplicated
J45.31 Mild persistent asthma with (acute) exacerbation
J45.40 Moderate persistent asthma, uncomplicated
J45.41 Moderate persistent asthma with (acute) exacerbation
J45.50 Severe persistent asthma, uncomplicated
J45.51 Severe persistent asthma with (acute) exacerbation
J45.909 Unspecified asthma, uncomplicated
J45.901 Unspecified asthma with (acute) exacerbation
J45.991 Cough variant asthma
K21.9 Gastro-esophageal reflux disease without esophagitis
K29.70 Gastritis, unspecified, without bleeding
K58.9 Irritable bowel syndrome without diarrhea
K59.00 Constipation, unspecified
K70.30 Alcoholic cirrhosis of liver without ascites
K70.9 Alcoholic liver disease, unspecified
K76.0 Fatty (change of) liver, not elsewhere classified
K85.20 Alcohol induced acute pancreatitis without necrosis or infection
L70.0 Acne vulgaris
M25.50 Pain in unspecified joint
M54.2 Cervicalgia
M54.50 Low back pain, unspecified
M54.51 Vertebrogenic low back pain
M54.59 Other low back pain
M54.6 Pain in thoracic spine
M54.9 Dorsalgia, unspecified
M54.16 Radiculopathy, lumbar region
M54.17 Radiculopathy, lumbosacral region
M54.30 Sciatica, unspecified side
M54.41 Lumbago with sciatica, right side
M54.42 Lumbago with sciatica, left side
M79.7 Fibromyalgia
M79.10 Myalgia, unspecified site
M19.90 Unspecified osteoarthritis, unspecified site
M17.9 Osteoarthritis of knee, unspecified
N18.3 Chronic kidney disease, stage 3 (moderate)
N39.0 Urinary tract infection, site not specified
N94.3 Premenstrual tension syndrome
N95.1 Menopausal and female climacteric states
O99.340 Other mental disorders complicating pregnancy, unspecified trimester
O99.345 Other mental disorders complicating the puerperium
O99.320 Drug use complicating pregnancy, unspecified trimester
O99.310 Alcohol use complicating pregnancy, unspecified trimester
R00.0 Tachycardia, unspecified
R00.2 Palpitations
R03.0 Elevated blood-pressure reading, without diagnosis of hypertension
R06.02 Shortness of breath
R07.9 Chest pain, unspecified
R10.9 Unspecified abdominal pain
R11.0 Nausea
R11.2 Nausea with vomiting, unspecified
R25.1 Tremor, unspecified
R41.0 Disorientation, unspecified
R41.82 Altered mental status, unspecified
R41.840 Attention and concentration deficit
R41.844 Frontal lobe and executive function deficit
R42 Dizziness and giddiness
R44.0 Auditory hallucinations
R44.1 Visual hallucinations
R44.3 Hallucinations, unspecified
R45.0 Nervousness
R45.1 Restlessness and agitation
R45.2 Unhappiness
R45.3 Demoralization and apathy
R45.4 Irritability and anger
R45.5 Hostility
R45.6 Violent behavior
R45.7 State of emotional shock and stress, unspecified
R45.81 Low self-esteem
R45.82 Worries
R45.83 Excessive crying of child, adolescent or adult
R45.84 Anhedonia
R45.850 Homicidal ideations
R45.851 Suicidal ideations
R45.86 Emotional lability
R45.87 Impulsiveness
R45.88 Nonsuicidal self-harm
R45.89 Other symptoms and signs involving emotional state
R46.81 Obsessive-compulsive behavior
R48.0 Dyslexia and alexia
R51.9 Headache, unspecified
R53.83 Other fatigue
R56.9 Unspecified convulsions
R63.0 Anorexia
R63.4 Abnormal weight loss
R63.5 Abnormal weight gain
R73.03 Prediabetes
R73.9 Hyperglycemia, unspecified
R78.0 Finding of alcohol in blood
R82.998 Other abnormal findings in urine
R94.31 Abnormal electrocardiogram [ECG] [EKG]
T14.91XA Suicide attempt, initial encounter
T14.91XD Suicide attempt, subsequent encounter
T40.1X1A Poisoning by heroin, accidental (unintentional), initial encounter
T40.2X1A Poisoning by other opioids, accidental (unintentional), initial encounter
T40.411A Poisoning by fentanyl or fentanyl analogs, accidental (unintentional), initial encounter
T42.4X2A Poisoning by benzodiazepines, intentional self-harm, initial encounter
T43.222A Poisoning by selective serotonin reuptake inhibitors, intentional self-harm, initial encounter
T43.592A Poisoning by other antipsychotics and neuroleptics, intentional self-harm, initial encounter
T51.0X1A Toxic effect of ethanol, accidental (unintentional), initial encounter
T74.11XA Adult physical abuse, confirmed, initial encounter
T74.21XA Adult sexual abuse, confirmed, initial encounter
T74.31XA Adult psychological abuse, confirmed, initial encounter
T76.11XA Adult physical abuse, suspected, initial encounter
X78.9XXA Intentional self-harm by unspecified sharp object, initial encounter
Z00.00 Encounter for general adult medical examination without abnormal findings
Z00.01 Encounter for general adult medical examination with abnormal findings
Z01.89 Encounter for other specified special examinations
Z02.89 Encounter for other administrative examinations
Z03.89 Encounter for observation for other suspected diseases and conditions ruled out
Z04.6 Encounter for general psychiatric examination, requested by authority
Z09 Encounter for follow-up examination after completed treatment for conditions other than malignant neoplasm
Z13.30 Encounter for screening examination for mental health and behavioral disorders, unspecified
Z13.31 Encounter for screening for depression
Z13.39 Encounter for screening examination for other mental health and behavioral disorders
Z13.89 Encounter for screening for other disorder
Z20.822 Contact with and (suspected) exposure to COVID-19
Z23 Encounter for immunization
Z30.09 Encounter for other general counseling and advice on contraception
Z51.81 Encounter for therapeutic drug level monitoring
Z55.0 Illiteracy and low-level literacy
Z55.1 Schooling unavailable and unattainable
Z55.2 Failed school examinations
Z55.3 Underachievement in school
Z55.4 Educational maladjustment and discord with teachers and classmates
Z55.5 Less than a high school diploma
Z55.6 Problems related to health literacy
Z55.8 Other problems related to education and literacy
Z55.9 Problems related to education and literacy, unspecified
Z56.0 Unemployment, unspecified
Z56.1 Change of job
Z56.2 Threat of job loss
Z56.3 Stressful work schedule
Z56.4 Discord with boss and workmates
Z56.5 Uncongenial work environment
Z56.6 Other physical and mental strain related to work
Z56.81 Sexual harassment on the job
Z56.82 Military deployment status
Z56.89 Other problems related to employment
Z56.9 Unspecified problems related to employment
Z59.00 Homelessness unspecified
Z59.01 Sheltered homelessness
Z59.02 Unsheltered homelessness
Z59.10 Inadequate housing, unspecified
Z59.2 Discord with neighbors, lodgers and landlord
Z59.3 Problems related to living in residential institution
Z59.41 Food insecurity
Z59.48 Other specified lack of adequate food
Z59.5 Extreme poverty
Z59.6 Low income
Z59.71 Insufficient health insurance coverage
Z59.72 Insufficient welfare support
Z59.811 Housing instability, housed, with risk of homelessness
Z59.812 Housing instability, housed, homelessness in past 12 months
Z59.819 Housing instability, housed unspecified
Z59.82 Transportation insecurity
Z59.861 Financial insecurity, difficulty paying for utilities
Z59.868 Other specified financial insecurity
Z59.869 Financial insecurity, unspecified
Z59.87 Material hardship due to limited financial resources, not elsewhere classified
Z59.89 Other problems related to housing and economic circumstances
Z59.9 Problem related to housing and economic circumstances, unspecified
Z60.0 Problems of adjustment to life-cycle transitions
Z60.2 Problems related to living alone
Z60.3 Acculturation difficulty
Z60.4 Social exclusion and rejection
Z60.5 Target of (perceived) adverse discrimination and persecution
Z60.8 Other problems related to social environment
Z60.9 Problem related to social environment, unspecified
Z62.0 Inadequate parental supervision and control
Z62.1 Parental overprotection
Z62.21 Child in welfare custody
Z62.22 Institutional upbringing
Z62.29 Other upbringing away from parents
Z62.3 Hostility towards and scapegoating of child
Z62.6 Inappropriate (excessive) parental pressure
Z62.810 Personal history of physical and sexual abuse in childhood
Z62.811 Personal history of psychological abuse in childhood
Z62.812 Personal history of neglect in childhood
Z62.819 Personal history of unspecified abuse in childhood
Z62.820 Parent-biological child conflict
Z62.821 Parent-adopted child conflict
Z62.822 Parent-foster child conflict
Z62.891 Sibling rivalry
Z62.898 Other specified problems related to upbringing
Z62.9 Problem related to upbringing, unspecified
Z63.0 Problems in relationship with spouse or partner
Z63.1 Problems in relationship with in-laws
Z63.31 Absence of family member due to military deployment
Z63.32 Other absence of family member
Z63.4 Disappearance and death of family member
Z63.5 Disruption of family by separation and divorce
Z63.6 Dependent relative needing care at home
Z63.71 Stress on family due to return of family member from military deployment
Z63.72 Alcoholism and drug addiction in family
Z63.79 Other stressful life events affecting family and household
Z63.8 Other specified problems related to primary support group
Z63.9 Problem related to primary support group, unspecified
Z64.0 Problems related to unwanted pregnancy
Z64.1 Problems related to multiparity
Z64.4 Discord with counselors
Z65.0 Conviction in civil and criminal proceedings without imprisonment
Z65.1 Imprisonment and other incarceration
Z65.2 Problems related to release from prison
Z65.3 Problems related to other legal circumstances
Z65.4 Victim of crime and terrorism
Z65.5 Exposure to disaster, war and other hostilities
Z65.8 Other specified problems related to psychosocial circumstances
Z65.9 Problem related to unspecified psychosocial circumstances
Z69.010 Encounter for mental health services for victim of parental child abuse
Z69.11 Encounter for mental health services for victim of spousal or partner abuse
Z69.81 Encounter for mental health services for victim of other abuse
Z71.1 Person with feared health complaint in whom no diagnosis is made
Z71.3 Dietary counseling and surveillance
Z71.41 Alcohol abuse counseling and surveillance of alcoholic
Z71.42 Counseling for family member of alcoholic
Z71.51 Drug abuse counseling and surveillance of drug abuser
Z71.52 Counseling for family member of drug abuser
Z71.6 Tobacco abuse counseling
Z71.89 Other specified counseling
Z72.0 Tobacco use
Z72.3 Lack of physical exercise
Z72.4 Inappropriate diet and eating habits
Z72.810 Child and adolescent antisocial behavior
Z72.811 Adult antisocial behavior
Z72.820 Sleep deprivation
Z72.9 Problem related to lifestyle, unspecified
Z73.0 Burn-out
Z73.3 Stress, not elsewhere classified
Z73.6 Limitation of activities due to disability
Z73.89 Other problems related to life management difficulty
Z75.3 Unavailability and inaccessibility of health-care facilities
Z76.0 Encounter for issue of repeat prescription
Z76.5 Malingerer [conscious simulation]
Z79.01 Long term (current) use of anticoagulants
Z79.4 Long term (current) use of insulin
Z79.84 Long term (current) use of oral hypoglycemic drugs
Z79.891 Long term (current) use of opiate analgesic
Z79.899 Other long term (current) drug therapy
Z81.8 Family history of other mental and behavioral disorders
Z86.59 Personal history of other mental and behavioral disorders
Z87.820 Personal history of traumatic brain injury
Z87.891 Personal history of nicotine dependence
Z88.0 Allergy status to penicillin
Z88.2 Allergy status to sulfonamides
Z91.011 Allergy to milk products
Z91.013 Allergy to seafood
Z91.010 Allergy to peanuts
Z91.040 Latex allergy status
Z91.120 Patient's intentional underdosing of medication regimen due to financial hardship
Z91.128 Patient's intentional underdosing of medication regimen for other reason
Z91.141 Patient's other noncompliance with medication regimen due to financial hardship
Z91.148 Patient's other noncompliance with medication regimen for other reason
Z91.410 Personal history of adult physical and sexual abuse
Z91.411 Personal history of adult psychological abuse
Z91.412 Personal history of adult neglect
Z91.49 Other personal history of psychological trauma, not elsewhere classified
Z91.51 Personal history of suicidal behavior
Z91.52 Personal history of nonsuicidal self-harm
Z91.83 Wandering in diseases classified elsewhere
Z91.89 Other specified personal risk factors, not elsewhere classified
Z99.89 Dependence on other enabling machines and devices
`);

export const icdCodeSeed: readonly IcdCodeSeed[] = [...chapterF, ...commonOtherCodes];
