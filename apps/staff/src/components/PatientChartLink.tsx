import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A patient's name in a list, opening their chart. */
export function PatientChartLink({ patientId, name }: { patientId: string; name: string }) {
  return (
    <Anchor component={Link} to={`/patients/${patientId}`} size="sm">
      {name}
    </Anchor>
  );
}
