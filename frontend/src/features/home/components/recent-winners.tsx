import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import { tierColors } from '../../../lib/tier-colors';

/** Hard-coded sample winners (spec §1). */
export function RecentWinners() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {texts.home.recentWinnersTitle}
        </Typography>
        <List disablePadding>
          {texts.home.recentWinners.map((winner) => (
            <ListItem key={winner.name} disableGutters>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: tierColors[winner.tier], color: '#0b1220', fontWeight: 700 }}>{winner.name.charAt(0)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={`${winner.name} · ${winner.prize}`} secondary={`${winner.tier} · ${winner.when}`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
