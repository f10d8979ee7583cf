// Two 3-element vectors give mask entries 0..5 (and -1 for poison); 6 is the first bad entry.
func.func @f(%a: vector<3xi8>, %b: vector<3xi8>) -> vector<4xi8> {
  %0 = vector.shuffle %a, %b [5, -1, 6, 0] : vector<3xi8>, vector<3xi8>
  return %0 : vector<4xi8>
}
