import type { FormContent } from '@clinic/forms-core';
import { FormBuilder, registerAllFields } from '@clinic/forms-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { builderBenchForm } from './builderBenchForm';
import { installBuilderProbes } from './builderProbes';

registerAllFields();
const count = Number(new URLSearchParams(window.location.search).get('components') ?? 500);
const start = builderBenchForm(count);

/** The builder as a host keeps it: the content in state, every edit handed back. */
function Host() {
  const [content, setContent] = useState<FormContent>(start);
  return (
    <FormBuilder
      content={content}
      onChange={setContent}
      user={{ roles: ['staff'], advancedOptions: false }}
    />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Host />);
installBuilderProbes();
