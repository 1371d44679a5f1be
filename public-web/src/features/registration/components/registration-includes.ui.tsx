import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REGISTRATION_INCLUDES } from '../../../config/site';

export function RegistrationIncludes() {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>Tu registro incluye</Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {REGISTRATION_INCLUDES.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
            <CheckCircleOutline sx={{ color: 'primary.main' }} />
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
