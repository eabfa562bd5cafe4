-- The standard vital signs carry their LOINC code, by which the readings' plausible ranges,
-- units and the computed BMI are known (api-contract coreClinical/entries). Only items a clinic
-- has not coded already, matched by the names the demo and empty clinics start with.
UPDATE "lookup_items" SET "code" = CASE "name"
  WHEN 'Temperature' THEN '8310-5'
  WHEN 'Pulse' THEN '8867-4'
  WHEN 'Respiratory rate' THEN '9279-1'
  WHEN 'Blood pressure systolic' THEN '8480-6'
  WHEN 'Blood pressure diastolic' THEN '8462-4'
  WHEN 'Oxygen saturation' THEN '59408-5'
  WHEN 'Height' THEN '8302-2'
  WHEN 'Weight' THEN '29463-7'
  WHEN 'BMI' THEN '39156-5'
  WHEN 'Pain' THEN '72514-3'
  WHEN 'Blood glucose' THEN '2339-0'
  WHEN 'Head circumference' THEN '9843-4'
END
WHERE "kind" = 'VitalSign' AND "code" IS NULL AND "name" IN (
  'Temperature', 'Pulse', 'Respiratory rate', 'Blood pressure systolic', 'Blood pressure diastolic',
  'Oxygen saturation', 'Height', 'Weight', 'BMI', 'Pain', 'Blood glucose', 'Head circumference'
);
