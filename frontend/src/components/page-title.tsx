import Typography from '@mui/material/Typography';

export function PageTitle({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
