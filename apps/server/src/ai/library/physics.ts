import type { Family } from './library-types';

/** Physics, from the forces a child meets in a playground (the demo catalogue's Cartoon Science) to electricity. */
export const PHYSICS: Family[] = [
  {
    id: 'gravity',
    title: 'Gravity',
    subject: 'Sciences',
    terms: ['gravity', 'gravitation', ['gravitational pull', 'gravity']],
    about: ['weight', 'mass', 'orbit', 'planet', 'fall', 'physics', 'force', 'attraction'],
    forKids: true,
    scenarios: [
      {
        sector: 'science',
        title: 'keeping a space station in orbit',
        body: 'Astronauts on the International Space Station float because of {k}, not because it is missing: the station and everyone inside it are falling around the Earth all the time, moving sideways so fast that they keep missing the ground. Mission controllers fire the station’s engines now and then to stop it sinking lower.',
      },
      {
        sector: 'construction',
        title: 'a plumb line on a building site',
        body: 'A bricklayer checks that a wall is straight up with a plumb line: a heavy weight on a string, which {k} pulls straight down towards the middle of the Earth. Holding the string beside the wall shows at once if the bricks lean, long before the wall is finished and hard to fix.',
      },
      {
        sector: 'healthcare',
        title: 'keeping astronauts’ bones strong',
        body: 'Space doctors study what living without the everyday pull of {k} does to the body: in orbit, bones and muscles that no longer carry the body’s weight grow weaker. Astronauts on the space station exercise for about two hours every day, on a treadmill with straps holding them down, and are checked again when they come home.',
      },
      {
        sector: 'sport',
        title: 'a better high jump',
        body: 'A high-jump coach uses {k} to explain why the athlete arches over the bar backwards: the body’s balance point can pass under the bar while every part of the body goes over it. Filming the jump from the side shows the curve of the fall, the same for every jumper, and where the take-off could be better.',
      },
    ],
  },
  {
    id: 'air-resistance',
    title: 'Air resistance and parachutes',
    subject: 'Sciences',
    terms: [
      'air resistance', 'drag', ['aerodynamic drag', 'drag'], ['parachute', 'air resistance'], ['parachutes', 'air resistance'], ['air and parachutes', 'air resistance'],
    ],
    about: ['air', 'parachute', 'wind', 'flight', 'streamlined', 'aerodynamics', 'skydiving', 'force', 'physics'],
    forKids: true,
    scenarios: [
      {
        sector: 'sport',
        title: 'cyclists riding in a line',
        body: 'Racing cyclists ride close behind one another because of {k}: the rider at the front pushes the air aside and the riders behind need less effort to keep the same speed. The team takes turns at the front, and riders crouch low on their bikes so they meet less air.',
      },
      {
        sector: 'charity',
        title: 'dropping supplies where roads are cut',
        body: 'When floods or fighting cut the roads, aid agencies sometimes drop food and medicine from planes on parachutes. The big canopy catches the air, and {k} slows each load enough to land without breaking. Teams on the ground mark a clear landing zone, away from people and houses.',
      },
      {
        sector: 'transport',
        title: 'lorries that use less fuel',
        body: 'Lorry makers test their cabs in wind tunnels to cut {k}: a curved panel on the cab roof and covers along the sides let the air flow over the trailer instead of hitting its flat front. At motorway speeds pushing air aside takes much of the engine’s effort, so a smoother shape saves fuel on every trip.',
      },
      {
        sector: 'education',
        title: 'a paper parachute contest',
        body: 'A class makes parachutes from paper, plastic bags and string, and drops each one with the same toy from the same height. Children time the fall, then change one thing at a time — a bigger canopy, a hole in the middle — to find out how {k} slows the toy down.',
      },
    ],
  },
  {
    id: 'elasticity',
    title: 'Bouncing and stretching',
    subject: 'Sciences',
    terms: ['elasticity', ['elastic', 'elasticity'], ['bouncing', 'bouncing and stretching'], 'bouncing and stretching', ['bounce', 'bouncing and stretching']],
    about: ['rubber', 'spring', 'trampoline', 'ball', 'stretch', 'squash', 'energy', 'material', 'physics'],
    forKids: true,
    scenarios: [
      {
        sector: 'sport',
        title: 'testing balls before a match',
        body: 'Before balls are used in official tennis matches, they are tested for {k}: each one is dropped from a set height onto a hard floor and must bounce back within a set range. A ball that bounces too little or too much would change how the game is played.',
      },
      {
        sector: 'construction',
        title: 'buildings that ride out earthquakes',
        body: 'In places with earthquakes, some buildings stand on thick pads of rubber and steel layers instead of sitting straight on the ground. Thanks to {k}, the pads flex sideways when the ground shakes and spring back afterwards, so much less of the shaking reaches the floors above.',
      },
      {
        sector: 'media',
        title: 'squash and stretch in cartoons',
        body: 'Animators use {k} to make cartoon characters feel alive: a ball squashes flat when it lands and stretches long as it flies up again. Real balls do the same thing, only too fast to see, which is why the exaggerated version looks right to us.',
      },
    ],
  },
  {
    id: 'stopping',
    title: 'Speed and stopping',
    subject: 'Sciences',
    terms: [['stopping distance', 'stopping distances'], 'stopping distances', ['braking distance', 'braking distances'], ['braking', 'stopping distances'], ['speed and stopping', 'stopping distances']],
    about: ['speed', 'brake', 'car', 'road', 'friction', 'safety', 'motion', 'physics'],
    forKids: true,
    scenarios: [
      {
        sector: 'transport',
        title: 'why speed limits drop near schools',
        body: 'Road engineers set lower speed limits near schools because of {k}: a driver first needs time to notice a child and react, and only then do the brakes start to work. At a higher speed the car travels further in both parts, and on a wet road the braking part can be twice as long.',
      },
      {
        sector: 'logistics',
        title: 'trains that plan their stops far ahead',
        body: 'Railway signals are placed far ahead of the places trains must stop, because of {k}: steel wheels on steel rails grip much less than tyres on a road, so a heavy train needs a long way to stop. Drivers learn every route so they know where to start braking, in rain and in autumn leaves.',
      },
      {
        sector: 'education',
        title: 'a toy car on a ramp',
        body: 'A class explores {k} by rolling a toy car down a ramp onto carpet, a towel and a smooth floor, and measuring how far it goes each time. They try the ramp higher to make the car faster, and find that a faster car needs more room to stop.',
      },
    ],
  },
  {
    id: 'electricity',
    title: 'Electricity and circuits',
    subject: 'Sciences',
    terms: ['electricity', ['electric circuits', 'electric circuits'], ['electric circuit', 'electric circuits'], ['circuits', 'electric circuits'], ['electric current', 'electric current']],
    about: ['current', 'voltage', 'battery', 'wire', 'power', 'charge', 'electron', 'energy', 'physics', 'resistance'],
    scenarios: [
      {
        sector: 'home',
        title: 'a fuse box that prevents fires',
        body: 'An electrician explains {k} to a family whose kitchen keeps losing power: plugging a kettle, a toaster and a heater into one socket pulls more current than the wires are made to carry, so the circuit breaker switches off before the wires can overheat. She moves the heater to another circuit instead of fitting a bigger breaker.',
      },
      {
        sector: 'healthcare',
        title: 'a defibrillator in a railway station',
        body: 'A public defibrillator uses {k} to help someone whose heart has stopped beating properly: it reads the heart’s rhythm through two pads and, only if a shock can help, sends one through the chest so the heart can restart its own rhythm. Spoken instructions mean a passer-by can use it while waiting for the ambulance.',
      },
      {
        sector: 'energy',
        title: 'keeping the grid in balance',
        body: 'A grid control room works with {k} second by second: power stations must produce exactly as much as homes and businesses use at that moment. When millions of kettles go on at once, operators bring in stored or extra power within seconds, or the frequency of the supply would drift.',
      },
      {
        sector: 'education',
        title: 'building circuits in class',
        body: 'Pupils learn {k} by building circuits with batteries, wires, switches and bulbs: two bulbs one after the other glow dimmer than two side by side. Predicting first and then testing shows how the current splits and why a broken bulb can switch a whole string of lights off.',
      },
    ],
  },
  {
    id: 'friction',
    title: 'Friction',
    subject: 'Sciences',
    terms: ['friction', ['force of friction', 'friction'], ['frictional force', 'friction']],
    about: ['grip', 'slip', 'slide', 'rough', 'smooth', 'tyre', 'brake', 'lubricant', 'oil', 'force', 'physics'],
    forKids: true,
    scenarios: [
      {
        sector: 'transport',
        title: 'grit on icy roads',
        body: 'A highways team works against the loss of {k} on icy roads: it spreads grit and salt before a frost, because ice lets tyres slide instead of grip, and lays rougher surfaces on bends and before crossings, where cars most often have to stop. Drivers are asked to leave a much bigger gap in winter, because with less grip a car takes longer to stop.',
      },
      {
        sector: 'sport',
        title: 'chalk on the hands, brooms on the ice',
        body: 'Climbers and gymnasts rub chalk on their hands to add {k}: the powder soaks up sweat so their grip does not slip. Curling players want the opposite — sweeping the ice just in front of the stone makes it smoother for a moment, so there is less {k}, and the stone slides further and straighter.',
      },
      {
        sector: 'home',
        title: 'races down the park slide',
        body: 'A child and a parent test {k} on the slide at the park: one run in jeans, one sitting on a plastic bag, one in shorts. They guess which will be fastest, time each run on a phone, and find that smooth, slippery things slide fastest while rough or sticky ones slow you down — and that a bag on a wet slide is fastest of all.',
      },
      {
        sector: 'smallBusiness',
        title: 'a bike workshop keeps grip where it matters',
        body: 'A bicycle repair shop fights {k} where it wastes effort and keeps it where it keeps riders safe: oil on the chain and the wheel bearings so the pedals turn easily, and clean, dry brake pads and tyres with good tread so the bike stops when it must. A customer whose brakes squeal is shown the worn pads before they are replaced.',
      },
    ],
  },
];
