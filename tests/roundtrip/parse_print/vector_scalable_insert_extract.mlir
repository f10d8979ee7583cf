// A fixed-length vector written into and read back from a scalable one, in custom and
// generic form, with a discardable attribute kept.
func.func @parts(%low: vector<2xi8>, %all: vector<[16]xi8>) -> (vector<[16]xi8>, vector<2xi8>) {
  %a = vector.scalable.insert %low, %all[6] {note = "lane six"} : vector<2xi8> into vector<[16]xi8>
  %b = "vector.scalable.extract"(%a) <{pos = 14 : i64}> : (vector<[16]xi8>) -> vector<2xi8>
  return %a, %b : vector<[16]xi8>, vector<2xi8>
}
