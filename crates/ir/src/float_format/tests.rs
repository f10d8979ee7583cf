use super::*;

/// (type, literal as written after `arith.constant`, bits mlir-opt 22 holds
    /// (from folding `arith.bitcast`), text mlir-opt 22 prints).  Every row was
    /// produced by running mlir-opt 22.1 on
    /// `%c = arith.constant <literal> : <type>` / `arith.bitcast %c : <type> to iN`
    /// with `--canonicalize`.  `None` rows are literals we deliberately reject.
    #[rustfmt::skip]
    const ORACLE: &[(&str, &str, Option<u128>, &str)] = &[
    ("f16", "0.1", Some(0x2e66), "9.997550e-02"),
    ("f16", "0.3", Some(0x34cd), "3.000490e-01"),
    ("f16", "0.333333333333333333", Some(0x3555), "3.332520e-01"),
    ("f16", "-2.5", Some(0xc100), "-2.500000e+00"),
    ("f16", "3.14159265358979", Some(0x4248), "3.140630e+00"),
    ("f16", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f16", "65504.0", Some(0x7bff), "6.550400e+04"),
    ("f16", "-65504.0", Some(0xfbff), "-6.550400e+04"),
    ("f16", "6.0e-8", Some(0x1), "5.960460e-08"),
    ("f16", "1.0e-5", Some(0xa8), "1.001360e-05"),
    ("f16", "2048.0", Some(0x6800), "2.048000e+03"),
    ("f16", "2049.0", Some(0x6800), "2.048000e+03"),
    ("f16", "0x7C00", Some(0x7c00), "0x7C00"),
    ("f16", "0xFC00", Some(0xfc00), "0xFC00"),
    ("f16", "0x7E00", Some(0x7e00), "0x7E00"),
    ("f16", "0x7C01", Some(0x7c01), "0x7C01"),
    ("f16", "0x8000", Some(0x8000), "-0.000000e+00"),
    ("f16", "0x0001", Some(0x1), "5.960460e-08"),
    ("f16", "0x3C01", Some(0x3c01), "1.000980e+00"),
    ("bf16", "0.1", Some(0x3dcd), "1.000980e-01"),
    ("bf16", "0.3", Some(0x3e9a), "3.007810e-01"),
    ("bf16", "0.333333333333333333", Some(0x3eab), "3.339840e-01"),
    ("bf16", "-2.5", Some(0xc020), "-2.500000e+00"),
    ("bf16", "3.14159265358979", Some(0x4049), "3.140630e+00"),
    ("bf16", "1.0e-40", Some(0x1), "9.183550e-41"),
    ("bf16", "1.0e38", Some(0x7e96), "9.969200e+37"),
    ("bf16", "3.39e38", Some(0x7f7f), "3.389530e+38"),
    ("bf16", "0x7F80", Some(0x7f80), "0x7F80"),
    ("bf16", "0x7FC0", Some(0x7fc0), "0x7FC0"),
    ("bf16", "0xFF81", Some(0xff81), "0xFF81"),
    ("bf16", "0x0001", Some(0x1), "9.183550e-41"),
    ("bf16", "0x4B80", Some(0x4b80), "1.677720e+07"),
    ("bf16", "257.0", Some(0x4380), "2.560000e+02"),
    ("f32", "0.1", Some(0x3dcccccd), "1.000000e-01"),
    ("f32", "0.3", Some(0x3e99999a), "3.000000e-01"),
    ("f32", "0.333333333333333333", Some(0x3eaaaaab), "0.333333343"),
    ("f32", "-2.5", Some(0xc0200000), "-2.500000e+00"),
    ("f32", "3.14159265358979", Some(0x40490fdb), "3.14159274"),
    ("f32", "1.0e-40", Some(0x116c2), "9.999940e-41"),
    ("f32", "1.0e38", Some(0x7e967699), "9.99999968E+37"),
    ("f32", "1.0e-45", Some(0x1), "1.401300e-45"),
    ("f32", "1.00000012", Some(0x3f800001), "1.00000012"),
    ("f32", "16777216.0", Some(0x4b800000), "0x4B800000"),
    ("f32", "16777217.0", Some(0x4b800000), "0x4B800000"),
    ("f32", "123456789.0", Some(0x4ceb79a3), "0x4CEB79A3"),
    ("f32", "0.2", Some(0x3e4ccccd), "2.000000e-01"),
    ("f32", "1.0e10", Some(0x501502f9), "1.000000e+10"),
    ("f32", "1.0e-10", Some(0x2edbe6ff), "1.000000e-10"),
    ("f32", "-1.0e300", Some(0xff800000), "0xFF800000"),
    ("f32", "0x7F800000", Some(0x7f800000), "0x7F800000"),
    ("f32", "0xFF800000", Some(0xff800000), "0xFF800000"),
    ("f32", "0x7FC00000", Some(0x7fc00000), "0x7FC00000"),
    ("f32", "0x7FA00000", Some(0x7fa00000), "0x7FA00000"),
    ("f32", "0x00000001", Some(0x1), "1.401300e-45"),
    ("f32", "0x80000001", Some(0x80000001), "-1.401300e-45"),
    ("f32", "0x7F7FFFFF", Some(0x7f7fffff), "3.40282347E+38"),
    ("f32", "0x4B000001", Some(0x4b000001), "0x4B000001"),
    ("f64", "0.1", Some(0x3fb999999999999a), "1.000000e-01"),
    ("f64", "0.3", Some(0x3fd3333333333333), "3.000000e-01"),
    ("f64", "0.333333333333333333", Some(0x3fd5555555555555), "0.33333333333333331"),
    ("f64", "-2.5", Some(0xc004000000000000), "-2.500000e+00"),
    ("f64", "3.14159265358979", Some(0x400921fb54442d11), "3.14159265358979"),
    ("f64", "1.0e-40", Some(0x37a16c262777579c), "9.9999999999999992E-41"),
    ("f64", "1.0e308", Some(0x7fe1ccf385ebc8a0), "1.000000e+308"),
    ("f64", "4.9e-324", Some(0x1), "4.940660e-324"),
    ("f64", "0.2", Some(0x3fc999999999999a), "2.000000e-01"),
    ("f64", "1.0e22", Some(0x4480f0cf064dd592), "1.000000e+22"),
    ("f64", "1.0e23", Some(0x44b52d02c7e14af6), "9.9999999999999991E+22"),
    ("f64", "9007199254740993.0", Some(0x4340000000000000), "0x4340000000000000"),
    ("f64", "2.2250738585072014e-308", Some(0x10000000000000), "2.2250738585072014E-308"),
    ("f64", "1.7976931348623157e308", Some(0x7fefffffffffffff), "1.7976931348623157E+308"),
    ("f64", "0x7FF0000000000000", Some(0x7ff0000000000000), "0x7FF0000000000000"),
    ("f64", "0x7FF8000000000000", Some(0x7ff8000000000000), "0x7FF8000000000000"),
    ("f64", "0xFFF8000000000001", Some(0xfff8000000000001), "0xFFF8000000000001"),
    ("f64", "0x0000000000000001", Some(0x1), "4.940660e-324"),
    ("f64", "0x4340000000000000", Some(0x4340000000000000), "0x4340000000000000"),
    ("f64", "0x4330000000000001", Some(0x4330000000000001), "0x4330000000000001"),
    ("f80", "0.1", Some(0x3ffbccccccccccccd000), "0.100000000000000005551"),
    ("f80", "0.3", Some(0x3ffd9999999999999800), "0.299999999999999988898"),
    ("f80", "0.333333333333333333", Some(0x3ffdaaaaaaaaaaaaa800), "0.33333333333333331483"),
    ("f80", "-2.5", Some(0xc000a000000000000000), "-2.500000e+00"),
    ("f80", "3.14159265358979", Some(0x4000c90fdaa221688800), "3.14159265358979000737"),
    ("f80", "1.0e-40", Some(0x3f7a8b61313bbabce000), "9.99999999999999929292E-41"),
    ("f80", "1.0e300", Some(0x43e3bf21e44003ace000), "1.0000000000000000525E+300"),
    ("f80", "-1.0e-300", Some(0xbc1aab70fe17c79ac800), "-1.00000000000000002506E-300"),
    ("f80", "1.5", Some(0x3fffc000000000000000), "1.500000e+00"),
    ("f80", "0x7FFF8000000000000000", Some(0x7fff8000000000000000), "0x7FFF8000000000000000"),
    ("f80", "0xFFFFC000000000000000", Some(0xffffc000000000000000), "0xFFFFC000000000000000"),
    ("f80", "0x7FFFC000000000000000", Some(0x7fffc000000000000000), "0x7FFFC000000000000000"),
    ("f80", "0x00000000000000000001", Some(0x1), "3.645200e-4951"),
    ("f80", "0x3FFF8000000000000001", Some(0x3fff8000000000000001), "1.00000000000000000011"),
    ("f80", "0x3FFF0000000000000001", Some(0x7fff0000000000000001), "0x7FFF0000000000000001"),
    ("f80", "0x00008000000000000000", Some(0x18000000000000000), "3.36210314311209350626E-4932"),
    ("f80", "0x403E8000000000000000", Some(0x403e8000000000000000), "0x403E8000000000000000"),
    ("f80", "0x7FFEFFFFFFFFFFFFFFFF", Some(0x7ffeffffffffffffffff), "1.18973149535723176502E+4932"),
    ("f80", "0x00018000000000000000", Some(0x18000000000000000), "3.36210314311209350626E-4932"),
    ("f128", "0.1", Some(0x3ffb999999999999a000000000000000), "0.100000000000000005551115123125782702"),
    ("f128", "0.3", Some(0x3ffd3333333333333000000000000000), "0.299999999999999988897769753748434596"),
    ("f128", "0.333333333333333333", Some(0x3ffd5555555555555000000000000000), "0.333333333333333314829616256247390993"),
    ("f128", "-2.5", Some(0xc0004000000000000000000000000000), "-2.500000e+00"),
    ("f128", "3.14159265358979", Some(0x4000921fb54442d11000000000000000), "3.14159265358979000737349451810587198"),
    ("f128", "1.0e-40", Some(0x3f7a16c262777579c000000000000000), "9.99999999999999929292879399880145002E-41"),
    ("f128", "1.0e300", Some(0x43e37e43c8800759c000000000000000), "1.00000000000000005250476025520442025E+300"),
    ("f128", "-1.0e-300", Some(0xbc1a56e1fc2f8f359000000000000000), "-1.00000000000000002505909183520875969E-300"),
    ("f128", "1.5", Some(0x3fff8000000000000000000000000000), "1.500000e+00"),
    ("f128", "0x7FFF0000000000000000000000000000", Some(0x7fff0000000000000000000000000000), "0x7FFF0000000000000000000000000000"),
    ("f128", "0x7FFF8000000000000000000000000000", Some(0x7fff8000000000000000000000000000), "0x7FFF8000000000000000000000000000"),
    ("f128", "0x00000000000000000000000000000001", Some(0x1), "6.475180e-4966"),
    ("f128", "0x3FFF0000000000000000000000000001", Some(0x3fff0000000000000000000000000001), "1.00000000000000000000000000000000019"),
    ("f128", "0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF", Some(0x7ffeffffffffffffffffffffffffffff), "1.18973149535723176508575932662800702E+4932"),
    ("f128", "0x406F0000000000000000000000000000", Some(0x406f0000000000000000000000000000), "0x406F0000000000000000000000000000"),
    ("f128", "0x00010000000000000000000000000000", Some(0x10000000000000000000000000000), "3.3621031431120935062626778173217526E-4932"),
    ("tf32", "0.1", Some(0x1ee66), "9.997550e-02"),
    ("tf32", "0.3", Some(0x1f4cd), "3.000490e-01"),
    ("tf32", "0.333333333333333333", Some(0x1f555), "3.332520e-01"),
    ("tf32", "-2.5", Some(0x60100), "-2.500000e+00"),
    ("tf32", "3.14159265358979", Some(0x20248), "3.140630e+00"),
    ("tf32", "1.0e-40", Some(0x9), "1.033150e-40"),
    ("tf32", "1.0e38", Some(0x3f4b4), "1.000240e+38"),
    ("tf32", "0x7F800", Some(0x7f800), "-1.701410e+38"),
    ("tf32", "0x7FC00", Some(0x7fc00), "0x7FC00"),
    ("tf32", "0x00001", Some(0x1), "1.147940e-41"),
    ("tf32", "0x3F801", Some(0x3f801), "1.703070e+38"),
    ("tf32", "0x4B000", Some(0x4b000), "-1.033980e-25"),
    ("f8E5M2", "0.1", Some(0x2e), "9.375000e-02"),
    ("f8E5M2", "0.3", Some(0x35), "3.125000e-01"),
    ("f8E5M2", "0.333333333333333333", Some(0x35), "3.125000e-01"),
    ("f8E5M2", "-2.5", Some(0xc1), "-2.500000e+00"),
    ("f8E5M2", "3.14159265358979", Some(0x42), "3.000000e+00"),
    ("f8E5M2", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E5M2", "57344.0", Some(0x7b), "5.734400e+04"),
    ("f8E5M2", "61440.0", Some(0x7c), "0x7C"),
    ("f8E5M2", "1.0e-5", Some(0x1), "1.525880e-05"),
    ("f8E5M2", "0x7C", Some(0x7c), "0x7C"),
    ("f8E5M2", "0x7E", Some(0x7e), "0x7E"),
    ("f8E5M2", "0xFF", Some(0xff), "0xFF"),
    ("f8E5M2", "0x01", Some(0x1), "1.525880e-05"),
    ("f8E5M2", "0x80", Some(0x80), "-0.000000e+00"),
    ("f8E4M3", "0.1", Some(0x1d), "1.015630e-01"),
    ("f8E4M3", "0.3", Some(0x2a), "3.125000e-01"),
    ("f8E4M3", "0.333333333333333333", Some(0x2b), "3.437500e-01"),
    ("f8E4M3", "-2.5", Some(0xc2), "-2.500000e+00"),
    ("f8E4M3", "3.14159265358979", Some(0x45), "3.250000e+00"),
    ("f8E4M3", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E4M3", "240.0", Some(0x77), "2.400000e+02"),
    ("f8E4M3", "248.0", Some(0x78), "0x78"),
    ("f8E4M3", "0.001953125", Some(0x1), "1.953130e-03"),
    ("f8E4M3", "0x78", Some(0x78), "0x78"),
    ("f8E4M3", "0x7F", Some(0x7f), "0x7F"),
    ("f8E4M3", "0x01", Some(0x1), "1.953130e-03"),
    ("f8E4M3", "0x77", Some(0x77), "2.400000e+02"),
    ("f8E4M3FN", "0.1", Some(0x1d), "1.015630e-01"),
    ("f8E4M3FN", "0.3", Some(0x2a), "3.125000e-01"),
    ("f8E4M3FN", "0.333333333333333333", Some(0x2b), "3.437500e-01"),
    ("f8E4M3FN", "-2.5", Some(0xc2), "-2.500000e+00"),
    ("f8E4M3FN", "3.14159265358979", Some(0x45), "3.250000e+00"),
    ("f8E4M3FN", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E4M3FN", "448.0", Some(0x7e), "4.480000e+02"),
    ("f8E4M3FN", "464.0", Some(0x7e), "4.480000e+02"),
    ("f8E4M3FN", "464.1", Some(0x7f), "0x7F"),
    ("f8E4M3FN", "1000.0", Some(0x7f), "0x7F"),
    ("f8E4M3FN", "-1000.0", Some(0xff), "0xFF"),
    ("f8E4M3FN", "0x7F", Some(0x7f), "0x7F"),
    ("f8E4M3FN", "0xFF", Some(0xff), "0xFF"),
    ("f8E4M3FN", "0x7E", Some(0x7e), "4.480000e+02"),
    ("f8E4M3FN", "0x01", Some(0x1), "1.953130e-03"),
    ("f8E4M3FN", "0x80", Some(0x80), "-0.000000e+00"),
    ("f8E5M2FNUZ", "0.1", Some(0x32), "9.375000e-02"),
    ("f8E5M2FNUZ", "0.3", Some(0x39), "3.125000e-01"),
    ("f8E5M2FNUZ", "0.333333333333333333", Some(0x39), "3.125000e-01"),
    ("f8E5M2FNUZ", "-2.5", Some(0xc5), "-2.500000e+00"),
    ("f8E5M2FNUZ", "3.14159265358979", Some(0x46), "3.000000e+00"),
    ("f8E5M2FNUZ", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E5M2FNUZ", "57344.0", Some(0x7f), "5.734400e+04"),
    ("f8E5M2FNUZ", "61440.0", Some(0x80), "0x80"),
    ("f8E5M2FNUZ", "-0.0", Some(0x0), "0.000000e+00"),
    ("f8E5M2FNUZ", "0x80", Some(0x80), "0x80"),
    ("f8E5M2FNUZ", "0x00", Some(0x0), "0.000000e+00"),
    ("f8E5M2FNUZ", "0x7F", Some(0x7f), "5.734400e+04"),
    ("f8E5M2FNUZ", "0x01", Some(0x1), "7.629390e-06"),
    ("f8E4M3FNUZ", "0.1", Some(0x25), "1.015630e-01"),
    ("f8E4M3FNUZ", "0.3", Some(0x32), "3.125000e-01"),
    ("f8E4M3FNUZ", "0.333333333333333333", Some(0x33), "3.437500e-01"),
    ("f8E4M3FNUZ", "-2.5", Some(0xca), "-2.500000e+00"),
    ("f8E4M3FNUZ", "3.14159265358979", Some(0x4d), "3.250000e+00"),
    ("f8E4M3FNUZ", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E4M3FNUZ", "240.0", Some(0x7f), "2.400000e+02"),
    ("f8E4M3FNUZ", "248.0", Some(0x80), "0x80"),
    ("f8E4M3FNUZ", "-0.0", Some(0x0), "0.000000e+00"),
    ("f8E4M3FNUZ", "0x80", Some(0x80), "0x80"),
    ("f8E4M3FNUZ", "0x7F", Some(0x7f), "2.400000e+02"),
    ("f8E4M3FNUZ", "0x01", Some(0x1), "9.765620e-04"),
    ("f8E4M3B11FNUZ", "0.1", Some(0x3d), "1.015630e-01"),
    ("f8E4M3B11FNUZ", "0.3", Some(0x4a), "3.125000e-01"),
    ("f8E4M3B11FNUZ", "0.333333333333333333", Some(0x4b), "3.437500e-01"),
    ("f8E4M3B11FNUZ", "-2.5", Some(0xe2), "-2.500000e+00"),
    ("f8E4M3B11FNUZ", "3.14159265358979", Some(0x65), "3.250000e+00"),
    ("f8E4M3B11FNUZ", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E4M3B11FNUZ", "30.0", Some(0x7f), "3.000000e+01"),
    ("f8E4M3B11FNUZ", "31.0", Some(0x80), "0x80"),
    ("f8E4M3B11FNUZ", "-0.0", Some(0x0), "0.000000e+00"),
    ("f8E4M3B11FNUZ", "0x80", Some(0x80), "0x80"),
    ("f8E4M3B11FNUZ", "0x7F", Some(0x7f), "3.000000e+01"),
    ("f8E4M3B11FNUZ", "0x01", Some(0x1), "1.220700e-04"),
    ("f8E3M4", "0.1", Some(0x6), "9.375000e-02"),
    ("f8E3M4", "0.3", Some(0x13), "2.968750e-01"),
    ("f8E3M4", "0.333333333333333333", Some(0x15), "3.281250e-01"),
    ("f8E3M4", "-2.5", Some(0xc4), "-2.500000e+00"),
    ("f8E3M4", "3.14159265358979", Some(0x49), "3.125000e+00"),
    ("f8E3M4", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f8E3M4", "15.5", Some(0x6f), "1.550000e+01"),
    ("f8E3M4", "15.75", Some(0x70), "0x70"),
    ("f8E3M4", "0x70", Some(0x70), "0x70"),
    ("f8E3M4", "0x7F", Some(0x7f), "0x7F"),
    ("f8E3M4", "0x01", Some(0x1), "1.562500e-02"),
    ("f8E3M4", "0x6F", Some(0x6f), "1.550000e+01"),
    ("f8E8M0FNU", "0.1", Some(0x7c), "1.250000e-01"),
    ("f8E8M0FNU", "0.3", Some(0x7d), "2.500000e-01"),
    ("f8E8M0FNU", "0.333333333333333333", Some(0x7d), "2.500000e-01"),
    ("f8E8M0FNU", "-2.5", None, ""), // mlir-opt: -2.000000e+00 (sign not encodable)
    ("f8E8M0FNU", "3.14159265358979", Some(0x81), "4.000000e+00"),
    ("f8E8M0FNU", "1.0e-40", Some(0x0), "5.877470e-39"),
    ("f8E8M0FNU", "0.0", Some(0x0), "5.877470e-39"),
    ("f8E8M0FNU", "-0.0", Some(0x0), "5.877470e-39"),
    ("f8E8M0FNU", "1.5", Some(0x80), "2.000000e+00"),
    ("f8E8M0FNU", "3.0", Some(0x81), "4.000000e+00"),
    ("f8E8M0FNU", "1.0e39", Some(0xff), "0xFF"),
    ("f8E8M0FNU", "2.5e38", Some(0xfe), "1.701410e+38"),
    ("f8E8M0FNU", "1.0e-60", Some(0x0), "5.877470e-39"),
    ("f8E8M0FNU", "0x00", Some(0x0), "5.877470e-39"),
    ("f8E8M0FNU", "0xFE", Some(0xfe), "1.701410e+38"),
    ("f8E8M0FNU", "0xFF", Some(0xff), "0xFF"),
    ("f8E8M0FNU", "0x7F", Some(0x7f), "1.000000e+00"),
    ("f8E8M0FNU", "0x80", Some(0x80), "2.000000e+00"),
    ("f6E2M3FN", "0.1", Some(0x1), "1.250000e-01"),
    ("f6E2M3FN", "0.3", Some(0x2), "2.500000e-01"),
    ("f6E2M3FN", "0.333333333333333333", Some(0x3), "3.750000e-01"),
    ("f6E2M3FN", "-2.5", Some(0x32), "-2.500000e+00"),
    ("f6E2M3FN", "3.14159265358979", Some(0x15), "3.250000e+00"),
    ("f6E2M3FN", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f6E2M3FN", "7.5", Some(0x1f), "7.500000e+00"),
    ("f6E2M3FN", "8.0", Some(0x1f), "7.500000e+00"),
    ("f6E2M3FN", "1.0e10", Some(0x1f), "7.500000e+00"),
    ("f6E2M3FN", "0x1F", Some(0x1f), "7.500000e+00"),
    ("f6E2M3FN", "0x3F", Some(0x3f), "-7.500000e+00"),
    ("f6E2M3FN", "0x01", Some(0x1), "1.250000e-01"),
    ("f6E2M3FN", "0x20", Some(0x20), "-0.000000e+00"),
    ("f6E3M2FN", "0.1", Some(0x2), "1.250000e-01"),
    ("f6E3M2FN", "0.3", Some(0x5), "3.125000e-01"),
    ("f6E3M2FN", "0.333333333333333333", Some(0x5), "3.125000e-01"),
    ("f6E3M2FN", "-2.5", Some(0x31), "-2.500000e+00"),
    ("f6E3M2FN", "3.14159265358979", Some(0x12), "3.000000e+00"),
    ("f6E3M2FN", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f6E3M2FN", "28.0", Some(0x1f), "2.800000e+01"),
    ("f6E3M2FN", "32.0", Some(0x1f), "2.800000e+01"),
    ("f6E3M2FN", "0.0625", Some(0x1), "6.250000e-02"),
    ("f6E3M2FN", "0.03", Some(0x0), "0.000000e+00"),
    ("f6E3M2FN", "0x1F", Some(0x1f), "2.800000e+01"),
    ("f6E3M2FN", "0x3F", Some(0x3f), "-2.800000e+01"),
    ("f6E3M2FN", "0x01", Some(0x1), "6.250000e-02"),
    ("f6E3M2FN", "0x20", Some(0x20), "-0.000000e+00"),
    ("f4E2M1FN", "0.1", Some(0x0), "0.000000e+00"),
    ("f4E2M1FN", "0.3", Some(0x1), "5.000000e-01"),
    ("f4E2M1FN", "0.333333333333333333", Some(0x1), "5.000000e-01"),
    ("f4E2M1FN", "-2.5", Some(0xc), "-2.000000e+00"),
    ("f4E2M1FN", "3.14159265358979", Some(0x5), "3.000000e+00"),
    ("f4E2M1FN", "1.0e-40", Some(0x0), "0.000000e+00"),
    ("f4E2M1FN", "0.25", Some(0x0), "0.000000e+00"),
    ("f4E2M1FN", "0.26", Some(0x1), "5.000000e-01"),
    ("f4E2M1FN", "5.0", Some(0x6), "4.000000e+00"),
    ("f4E2M1FN", "100.0", Some(0x7), "6.000000e+00"),
    ("f4E2M1FN", "0x7", Some(0x7), "6.000000e+00"),
    ("f4E2M1FN", "0xF", Some(0xf), "-6.000000e+00"),
    ("f4E2M1FN", "0x1", Some(0x1), "5.000000e-01"),
    ("f4E2M1FN", "0x8", Some(0x8), "-0.000000e+00"),
    ("f32", "1.000000059604644775390625000000000001", Some(0x3f800000), "1.000000e+00"),
    ("f32", "1.000000059604644775390625", Some(0x3f800000), "1.000000e+00"),
    ("f32", "1.0000000596046448", Some(0x3f800000), "1.000000e+00"),
    ("f16", "1.00048828125000000000001", Some(0x3c00), "1.000000e+00"),
    ("f16", "1.00048828125", Some(0x3c00), "1.000000e+00"),
    ("bf16", "1.00390625000000000000001", Some(0x3f80), "1.000000e+00"),
    ("f32", "0.0", Some(0x0), "0.000000e+00"),
    ("f32", "-0.0", Some(0x80000000), "-0.000000e+00"),
    ("f64", "-0.0", Some(0x8000000000000000), "-0.000000e+00"),
    ("f80", "-0.0", Some(0x80000000000000000000), "-0.000000e+00"),
    ("f128", "-0.0", Some(0x80000000000000000000000000000000), "-0.000000e+00"),
    ("f8E4M3FN", "-0.0", Some(0x80), "-0.000000e+00"),
    ("f4E2M1FN", "-0.0", Some(0x8), "-0.000000e+00"),
    ("f8E8M0FNU", "-1.0e-60", Some(0x0), "5.877470e-39"),
    ("f32", "3.4028234663852886e38", Some(0x7f7fffff), "3.40282347E+38"),
    ("f32", "3.4028235677973366e38", Some(0x7f800000), "0x7F800000"),
    ("f32", "3.4028235677973367e38", Some(0x7f800000), "0x7F800000"),
    ("f16", "65519.99", Some(0x7bff), "6.550400e+04"),
    ("f16", "65520.0", Some(0x7c00), "0x7C00"),
    ("f16", "5.96e-8", Some(0x1), "5.960460e-08"),
    ("f16", "2.98e-8", Some(0x0), "0.000000e+00"),
    ("f16", "2.9802322387695312e-8", Some(0x0), "0.000000e+00"),
    ("f16", "2.9802322387695313e-8", Some(0x0), "0.000000e+00"),
    ("f32", "1.4e-45", Some(0x1), "1.401300e-45"),
    ("f32", "7.0e-46", Some(0x0), "0.000000e+00"),
    ("f64", "2.4e-324", Some(0x0), "0.000000e+00"),
    ("f64", "2.5e-324", Some(0x1), "4.940660e-324"),
    ("f64", "1.7976931348623159e308", Some(0x7ff0000000000000), "0x7FF0000000000000"),
    ("f8E5M2", "61439.0", Some(0x7b), "5.734400e+04"),
    ("f8E3M4", "16.0", Some(0x70), "0x70"),
    ("f8E8M0FNU", "1.7014118346046923e38", Some(0xfe), "1.701410e+38"),
    ("f8E8M0FNU", "3.0e38", Some(0xff), "0xFF"),
    ("f8E4M3FN", "465.0", Some(0x7f), "0x7F"),
    ("f64", "1.0e400", Some(0x7ff0000000000000), "0x7FF0000000000000"),
    ("f80", "1.0e-310", Some(0x3bf993445b8731580000), "9.99999999999996944933E-311"),
    ("f32", "0.00123456789", Some(0x3aa1d139), "0.00123456784"),
    ("f32", "0.000123456789", Some(0x3901742e), "1.2345679E-4"),
    ("f32", "0.0123456789", Some(0x3c4a4588), "0.0123456791"),
    ("f32", "1234.56789", Some(0x449a522c), "1234.56787"),
    ("f32", "123456.789", Some(0x47f12065), "123456.789"),
    ("f32", "1234567.89", Some(0x4996b43f), "1234567.88"),
    ("f32", "12345678.9", Some(0x4b3c614f), "0x4B3C614F"),
    ("f32", "123456789.0", Some(0x4ceb79a3), "0x4CEB79A3"),
    ("f32", "1.0e9", Some(0x4e6e6b28), "1.000000e+09"),
    ("f32", "1.00000005e-3", Some(0x3a83126f), "1.000000e-03"),
    ("f64", "0.00123456789012345678", Some(0x3f543a272d9e0e51), "0.0012345678901234567"),
    ("f64", "100000000000000000.0", Some(0x4376345785d8a000), "1.000000e+17"),
    ("f64", "1000.0000000000001", Some(0x408f400000000001), "1000.0000000000001"),
    ];

fn read_literal(kind: FloatKind, lit: &str) -> Option<u128> {
    if lit.starts_with("0x") {
        from_hex(kind, lit)
    } else {
        parse_decimal(kind, lit)
    }
}

#[test]
fn oracle_table() {
    assert!(ORACLE.len() >= 300);
    let mut failures = Vec::new();
    for &(ty, lit, bits, printed) in ORACLE {
        let kind = FloatKind::from_mlir_name(ty).unwrap();
        let got = read_literal(kind, lit);
        match (got, bits) {
            (None, None) => {}
            (Some(b), Some(want)) => {
                if canonical_bits(kind, b) != want {
                    failures.push(format!(
                        "{ty} {lit}: bits {:#x} != {want:#x}",
                        canonical_bits(kind, b)
                    ));
                }
                let text = format_float(kind, b);
                if text != printed {
                    failures.push(format!("{ty} {lit}: printed {text} != {printed}"));
                }
                // Printing the canonical bits must give the same text.
                assert_eq!(format_float(kind, want), printed, "{ty} {lit}");
            }
            _ => failures.push(format!("{ty} {lit}: got {got:?}, want {bits:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn names_and_widths() {
    let widths = [16, 16, 32, 64, 80, 128, 19, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6, 4];
    for (k, w) in FloatKind::ALL.iter().zip(widths) {
        assert_eq!(k.bit_width(), w, "{k:?}");
        assert_eq!(FloatKind::from_mlir_name(k.mlir_name()), Some(*k));
    }
    assert_eq!(FloatKind::F8E4M3FN.mlir_name(), "f8E4M3FN");
    assert_eq!(FloatKind::from_mlir_name("F32"), None);
    assert_eq!(FloatKind::from_mlir_name("f8e4m3fn"), None);
    assert_eq!(FloatKind::from_mlir_name(""), None);
}

#[test]
fn not_float_literals() {
    // The MLIR lexer only makes a float literal out of digits '.' digits [exp].
    let bad = [
        "",
        "-",
        "1",
        "-1",
        "10",
        "1e5",
        ".5",
        "-.5",
        "+1.0",
        "1.5e",
        "1.5e+",
        "1.5e-",
        "1.0.0",
        "0x10",
        "0x3F800000",
        "1.0f",
        " 1.0",
        "1.0 ",
        "inf",
        "-inf",
        "nan",
        "NaN",
        "--1.0",
        "1.0e5.0",
        "1.0e 5",
        "1..0",
        "\u{661}.\u{660}",
        "1.0E",
        "e5",
        "1,0",
        "- 1.0",
    ];
    for k in FloatKind::ALL {
        for b in bad {
            assert_eq!(parse_decimal(k, b), None, "{k:?} {b:?}");
            assert_eq!(parse_decimal_exact(k, b), None, "{k:?} {b:?}");
        }
    }
    for (k, ok) in [
        (FloatKind::F32, "2."),
        (FloatKind::F32, "1.e5"),
        (FloatKind::F32, "00.5"),
        (FloatKind::F32, "1.5E3"),
        (FloatKind::F32, "1.5e+3"),
        (FloatKind::F64, "0.0e99999999999"),
    ] {
        assert!(parse_decimal(k, ok).is_some(), "{ok}");
    }
    assert_eq!(parse_decimal(FloatKind::F32, "2."), Some(0x4000_0000));
    assert_eq!(parse_decimal(FloatKind::F32, "1.e5"), Some(0x47c3_5000));
    assert_eq!(parse_decimal(FloatKind::F64, "0.0e99999999999"), Some(0));
    assert_eq!(
        parse_decimal(FloatKind::F64, "-0.0e-99999999999"),
        Some(1 << 63)
    );
    // Exponents saturate instead of overflowing.
    assert_eq!(
        parse_decimal(FloatKind::F32, "1.0e99999999999999999999"),
        Some(0x7f80_0000)
    );
    assert_eq!(
        parse_decimal(FloatKind::F32, "1.0e-99999999999999999999"),
        Some(0)
    );
}

#[test]
fn hex_literals() {
    use FloatKind::*;
    assert_eq!(from_hex(F32, "0x7FC00000"), Some(0x7fc0_0000));
    assert_eq!(from_hex(F32, "7fc00000"), Some(0x7fc0_0000));
    assert_eq!(from_hex(F32, "0x0003F800000"), Some(0x3f80_0000));
    assert_eq!(from_hex(F32, "0x17FC00000"), None); // "hexadecimal float constant out of range for type"
    assert_eq!(from_hex(F16, "0x10000"), None);
    assert_eq!(from_hex(F4E2M1FN, "0xF"), Some(0xf));
    assert_eq!(from_hex(F4E2M1FN, "0x10"), None);
    assert_eq!(from_hex(F6E2M3FN, "0x3F"), Some(0x3f));
    assert_eq!(from_hex(F6E2M3FN, "0x40"), None);
    assert_eq!(from_hex(TF32, "0x7FFFF"), Some(0x7ffff));
    assert_eq!(from_hex(TF32, "0x80000"), None);
    assert_eq!(
        from_hex(F80, "0xFFFFFFFFFFFFFFFFFFFF"),
        Some((1u128 << 80) - 1)
    );
    assert_eq!(from_hex(F80, "0x1FFFFFFFFFFFFFFFFFFFF"), None);
    assert_eq!(
        from_hex(F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
        Some(u128::MAX)
    );
    assert_eq!(from_hex(F128, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"), None);
    assert_eq!(
        from_hex(F128, "0x0000000000000000000000000000000000000000001"),
        Some(1)
    );
    for bad in [
        "", "0x", "0X10", "0xG", "-0x1", "0x1 ", "0x_1", "+0x1", "0x1p3",
    ] {
        assert_eq!(from_hex(F32, bad), None, "{bad:?}");
    }
    // f80 non-canonical encodings are kept as written, and printed like mlir-opt.
    let unnormal = from_hex(F80, "0x3FFF0000000000000001").unwrap();
    assert_eq!(unnormal, 0x3FFF0000000000000001);
    assert_eq!(canonical_bits(F80, unnormal), 0x7FFF0000000000000001);
    assert_eq!(format_float(F80, unnormal), "0x7FFF0000000000000001");
}

#[test]
fn decimal_goes_through_f64_like_mlir() {
    use FloatKind::*;
    // 1 + 2^-24 + tiny: correctly rounded f32 is 1+2^-23, but mlir-opt rounds the
    // literal to the double 1+2^-24 first, which then ties to even (1.0).
    let lit = "1.000000059604644775390625000000000001";
    assert_eq!(parse_decimal(F32, lit), Some(0x3f80_0000));
    assert_eq!(parse_decimal_exact(F32, lit), Some(0x3f80_0001));
    // f128 0.1 is the double 0.1 widened.
    assert_eq!(
        parse_decimal(F128, "0.1"),
        Some(0x3ffb999999999999a000000000000000)
    );
    assert_eq!(
        parse_decimal_exact(F128, "0.1"),
        Some(0x3ffb999999999999999999999999999a)
    );
    assert_eq!(
        format_float(F128, 0x3ffb999999999999999999999999999a),
        "1.000000e-01"
    );
    // Values beyond the double range are infinite, even for f80/f128.
    assert_eq!(parse_decimal(F128, "1.0e400"), Some(0x7fff << 112));
    assert_eq!(
        parse_decimal_exact(F128, "1.0e400"),
        Some(0x452fb4ec7f91973ff3cb1ccf26fbc178)
    );
    // 1e300 does not fit f32: no diagnostic in mlir-opt, the value is +inf.
    assert_eq!(parse_decimal(F32, "1.0e300"), Some(0x7f80_0000));
    assert_eq!(parse_decimal(F32, "-1.0e300"), Some(0xff80_0000));
    assert_eq!(format_float(F32, 0x7f80_0000), "0x7F800000");
    // Types without inf/NaN: finite overflow saturates, f64 overflow is rejected.
    assert_eq!(parse_decimal(F4E2M1FN, "1.0e300"), Some(0x7));
    assert_eq!(parse_decimal(F4E2M1FN, "1.0e400"), None);
    assert_eq!(parse_decimal(F6E3M2FN, "-1.0e400"), None);
    // f8E8M0FNU is unsigned.
    assert_eq!(parse_decimal(F8E8M0FNU, "-2.0"), None);
    assert_eq!(parse_decimal(F8E8M0FNU, "-0.0"), Some(0));
    assert_eq!(parse_decimal(F8E8M0FNU, "-1.0e-300"), Some(0));
}

/// Tiny deterministic generator for the property tests.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let x = self.0;
        (x ^ (x >> 29)).wrapping_mul(0xbf58476d1ce4e5b9) ^ (x >> 32)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn u128(&mut self) -> u128 {
        ((self.next() as u128) << 64) | self.next() as u128
    }
}

fn random_literal(r: &mut Lcg, max_exp: i64) -> String {
    let nd = 1 + r.below(25) as usize;
    let digits: String = (0..nd)
        .map(|_| (b'0' + r.below(10) as u8) as char)
        .collect();
    let k = 1 + r.below(nd as u64) as usize;
    let mut s = String::new();
    if r.below(3) == 0 {
        s.push('-');
    }
    s.push_str(&digits[..k]);
    s.push('.');
    s.push_str(&digits[k..]);
    if r.below(4) != 0 {
        let e = r.below(2 * max_exp as u64 + 1) as i64 - max_exp;
        s.push_str(&format!("e{e}"));
    }
    s
}

#[test]
fn agrees_with_rust_std_for_f32_f64() {
    let mut r = Lcg(7);
    for _ in 0..20000 {
        let lit = random_literal(&mut r, 340);
        let d: f64 = lit.parse().unwrap();
        let f: f32 = lit.parse().unwrap();
        assert_eq!(
            parse_decimal(FloatKind::F64, &lit),
            Some(d.to_bits() as u128),
            "{lit}"
        );
        assert_eq!(
            parse_decimal_exact(FloatKind::F64, &lit),
            Some(d.to_bits() as u128),
            "{lit}"
        );
        assert_eq!(
            parse_decimal_exact(FloatKind::F32, &lit),
            Some(f.to_bits() as u128),
            "{lit}"
        );
        assert_eq!(
            parse_decimal(FloatKind::F32, &lit),
            Some((d as f32).to_bits() as u128),
            "{lit}"
        );
    }
    for _ in 0..20000 {
        let d = f64::from_bits(r.next());
        let f = f32::from_bits(r.next() as u32);
        if !d.is_nan() {
            assert_eq!(
                from_f64(FloatKind::F32, d),
                (d as f32).to_bits() as u128,
                "{d:e}"
            );
            assert_eq!(from_f64(FloatKind::F64, d), d.to_bits() as u128);
            assert_eq!(
                to_f64(FloatKind::F64, d.to_bits() as u128).to_bits(),
                d.to_bits()
            );
        }
        if f.is_nan() {
            assert!(to_f64(FloatKind::F32, f.to_bits() as u128).is_nan());
        } else {
            assert_eq!(to_f64(FloatKind::F32, f.to_bits() as u128), f as f64);
            assert_eq!(from_f64(FloatKind::F32, f as f64), f.to_bits() as u128);
        }
    }
    assert_eq!(from_f64(FloatKind::F32, f64::NAN), 0x7fc0_0000);
    assert_eq!(from_f64(FloatKind::F16, f64::INFINITY), 0x7c00);
    assert_eq!(from_f64(FloatKind::F8E4M3FN, f64::INFINITY), 0x7f);
    assert_eq!(from_f64(FloatKind::F8E5M2FNUZ, -0.0), 0);
    assert_eq!(from_f64(FloatKind::F8E8M0FNU, 0.0), 0);
    assert_eq!(from_f64(FloatKind::F8E8M0FNU, 3.0), 0x81);
    assert_eq!(from_f64(FloatKind::F4E2M1FN, 1e10), 0x7);
    assert_eq!(
        from_f64(FloatKind::F128, 0.1),
        0x3ffb999999999999a000000000000000
    );
    assert_eq!(from_f64(FloatKind::F80, 0.1), 0x3ffbccccccccccccd000);
    assert_eq!(to_f64(FloatKind::F80, 0x3ffbccccccccccccd000), 0.1);
    assert_eq!(
        to_f64(FloatKind::F128, 0x3ffb999999999999999999999999999a),
        0.1
    );
    assert_eq!(to_f64(FloatKind::F16, 0x7bff), 65504.0);
    assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0), 2f64.powi(-127));
    assert!(to_f64(FloatKind::F8E8M0FNU, 0xff).is_nan());
    assert!(to_f64(FloatKind::F8E4M3FNUZ, 0x80).is_nan());
    assert_eq!(to_f64(FloatKind::F8E4M3FNUZ, 0x00).to_bits(), 0);
    assert_eq!(to_f64(FloatKind::F128, 1), 0.0); // below the double range
    assert_eq!(
        to_f64(FloatKind::F80, 0x7FFEFFFFFFFFFFFFFFFF),
        f64::INFINITY
    );
}

/// Exact decimal expansion of a finite value of a narrow format.
fn exact_decimal(kind: FloatKind, bits: u128) -> (bool, String) {
    let sem = kind.sem();
    let v = decode(kind, bits);
    assert_eq!(v.cat, Cat::Normal);
    let mut e2 = v.exp as i64 - (sem.prec as i64 - 1);
    let mut sig = v.sig;
    while sig & 1 == 0 && e2 < 0 {
        sig >>= 1;
        e2 += 1;
    }
    let mut b = Big::from_u128(sig);
    if e2 >= 0 {
        b.shl(e2 as u64);
    } else {
        b.mul_pow5((-e2) as u64);
    }
    let digits = big_to_string(&b);
    let frac = (-e2).max(0) as usize;
    let padded = format!("{:0>width$}", digits, width = frac + 1);
    let (ip, fp) = padded.split_at(padded.len() - frac);
    (v.neg, format!("{ip}.{fp}"))
}

#[test]
fn exact_rounding_at_midpoints_of_narrow_formats() {
    use FloatKind::*;
    for kind in [
        F16,
        BF16,
        TF32,
        F8E5M2,
        F8E4M3,
        F8E4M3FN,
        F8E5M2FNUZ,
        F8E4M3FNUZ,
        F8E4M3B11FNUZ,
        F8E3M4,
        F6E2M3FN,
        F6E3M2FN,
        F4E2M1FN,
    ] {
        let w = kind.bit_width();
        let top = 1u128 << (w - 1); // positive patterns only
        let step = if w > 16 { 7 } else { 1 };
        let mut prev: Option<u128> = None;
        let mut b = 0u128;
        while b < top {
            let v = decode(kind, b);
            if v.cat == Cat::Normal {
                if let Some(pb) = prev {
                    if b == pb + 1 {
                        // Midpoint of two adjacent values: ties to the even pattern.
                        let lo = exact_decimal(kind, pb).1;
                        let hi = exact_decimal(kind, b).1;
                        let mid = midpoint(&lo, &hi);
                        let even = if pb & 1 == 0 { pb } else { b };
                        assert_eq!(
                            parse_decimal_exact(kind, &mid),
                            Some(even),
                            "{kind:?} {mid}"
                        );
                        assert_eq!(
                            parse_decimal_exact(kind, &format!("{mid}000000000000000000001")),
                            Some(b),
                            "{kind:?} {mid}+"
                        );
                        assert_eq!(
                            parse_decimal_exact(kind, &nudge_down(&mid)),
                            Some(pb),
                            "{kind:?} {mid}-"
                        );
                    }
                }
                let (_, text) = exact_decimal(kind, b);
                assert_eq!(parse_decimal_exact(kind, &text), Some(b), "{kind:?} {text}");
                prev = Some(b);
            }
            b += step;
        }
    }
}

/// (a + b) / 2 for two non-negative exact decimal strings "i.f".
fn midpoint(a: &str, b: &str) -> String {
    let frac = |s: &str| s.split('.').nth(1).unwrap().len();
    let n = frac(a).max(frac(b)) + 1;
    let scaled = |s: &str| -> Big {
        let (ip, fp) = s.split_once('.').unwrap();
        let mut digits: Vec<u8> = ip.bytes().chain(fp.bytes()).map(|c| c - b'0').collect();
        digits.extend(std::iter::repeat_n(0, n - fp.len()));
        Big::from_decimal_digits(&digits)
    };
    let (x, y) = (scaled(a), scaled(b));
    let mut sum = Big { limbs: Vec::new() };
    let mut carry = 0u128;
    for i in 0..x.limbs.len().max(y.limbs.len()) + 1 {
        let t = x.limbs.get(i).copied().unwrap_or(0) as u128
            + y.limbs.get(i).copied().unwrap_or(0) as u128
            + carry;
        sum.limbs.push(t as u64);
        carry = t >> 64;
    }
    sum.trim();
    assert!(!sum.any_low_bits(1));
    sum.shr(1);
    let s = format!("{:0>width$}", big_to_string(&sum), width = n + 1);
    let (ip, fp) = s.split_at(s.len() - n);
    format!("{ip}.{fp}")
}

fn big_to_string(b: &Big) -> String {
    let mut limbs = b.limbs.clone();
    let mut chunks = Vec::new();
    while limbs.iter().any(|&l| l != 0) {
        let mut rem: u128 = 0;
        for l in limbs.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / 1_000_000_000_000_000_000) as u64;
            rem = cur % 1_000_000_000_000_000_000;
        }
        chunks.push(rem as u64);
    }
    let mut out = chunks
        .pop()
        .map(|c| c.to_string())
        .unwrap_or_else(|| "0".to_string());
    while let Some(c) = chunks.pop() {
        out.push_str(&format!("{c:018}"));
    }
    out
}

/// A value a hair below a positive exact decimal "i.f".
fn nudge_down(s: &str) -> String {
    let mut bytes = format!("{s}00000000000000000000").into_bytes();
    for i in (0..bytes.len()).rev() {
        match bytes[i] {
            b'.' => continue,
            b'0' => bytes[i] = b'9',
            _ => {
                bytes[i] -= 1;
                break;
            }
        }
    }
    String::from_utf8(bytes).unwrap()
}

#[test]
fn printed_text_reads_back_exhaustive_narrow() {
    // The printer's contract: any decimal output converts back to the same value.
    for kind in FloatKind::ALL {
        let w = kind.bit_width();
        if w > 16 {
            continue;
        }
        for b in 0..(1u128 << w) {
            let text = format_float(kind, b);
            if text.starts_with("0x") {
                let v = decode(kind, b);
                assert!(
                    matches!(v.cat, Cat::Nan | Cat::Inf)
                        || !format_float_long(kind, b).contains('.')
                );
                assert_eq!(from_hex(kind, &text), Some(canonical_bits(kind, b)));
            } else {
                assert_eq!(
                    parse_decimal_exact(kind, &text.replace('E', "e")),
                    Some(canonical_bits(kind, b)),
                    "{kind:?} {b:#x} {text}"
                );
            }
        }
    }
}

fn format_float_long(kind: FloatKind, bits: u128) -> String {
    let sem = kind.sem();
    let v = decode(kind, bits);
    to_apfloat_string(&sem, &v, None, 0, 3, true)
}

#[test]
fn printed_text_reads_back_random_wide() {
    let mut r = Lcg(11);
    for kind in [
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
    ] {
        let w = kind.bit_width();
        for i in 0..1500 {
            let mut b = r.u128() & width_mask(w);
            if i % 3 == 0 {
                // keep the exponent moderate so short forms are exercised too
                b &= !(0x3u128 << (w - 3));
            }
            let text = format_float(kind, b);
            let v = decode(kind, b);
            if text.starts_with("0x") {
                assert_eq!(from_hex(kind, &text), Some(canonical_bits(kind, b)));
                if !matches!(v.cat, Cat::Nan | Cat::Inf) {
                    assert!(!format_float_long(kind, b).contains('.'));
                }
            } else {
                let back = parse_decimal_exact(kind, &text.replace('E', "e")).unwrap();
                assert_eq!(back, canonical_bits(kind, b), "{kind:?} {b:#x} {text}");
            }
        }
    }
}

#[test]
fn apfloat_default_format_shapes() {
    // toString() with its defaults (precision from the type, padding 3).
    let f = |k: FloatKind, b: u128| format_float_long(k, b);
    assert_eq!(f(FloatKind::F32, 0x3f80_0000), "1");
    assert_eq!(f(FloatKind::F32, 0x4b80_0000), "16777216");
    assert_eq!(f(FloatKind::F32, 0x4e6e_6b28), "1.0E+9");
    assert_eq!(f(FloatKind::F32, 0x3dcc_cccd), "0.100000001");
    assert_eq!(f(FloatKind::F32, 0x3a83_126f), "0.00100000005");
    assert_eq!(f(FloatKind::F32, 0x3901_742e), "1.2345679E-4");
    assert_eq!(f(FloatKind::F32, 0x4120_0000), "10");
    assert_eq!(f(FloatKind::F32, 0x4479_c000), "999");
    assert_eq!(f(FloatKind::F32, 0x0000_0000), "0");
    assert_eq!(f(FloatKind::F32, 0x8000_0000), "-0");
    assert_eq!(f(FloatKind::F32, 0x7f80_0000), "+Inf");
    assert_eq!(f(FloatKind::F32, 0xff80_0000), "-Inf");
    assert_eq!(f(FloatKind::F32, 0x7fc0_0000), "NaN");
}

#[test]
fn never_panics_on_odd_text() {
    let mut r = Lcg(3);
    let alphabet = b"0123456789.eE+-x abcdefABCDEF\xc3\xa9";
    for _ in 0..20000 {
        let n = r.below(12) as usize;
        let bytes: Vec<u8> = (0..n)
            .map(|_| alphabet[r.below(alphabet.len() as u64) as usize])
            .collect();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        for k in FloatKind::ALL {
            let _ = parse_decimal(k, &text);
            let _ = parse_decimal_exact(k, &text);
            let _ = from_hex(k, &text);
        }
    }
    // Very long inputs.
    let long_digits = format!("{}.{}e-30000", "9".repeat(5000), "1".repeat(5000));
    for k in FloatKind::ALL {
        let _ = parse_decimal(k, &long_digits);
        let _ = parse_decimal_exact(k, &long_digits);
    }
    let tiny = format!("0.{}1", "0".repeat(6000));
    assert_eq!(parse_decimal_exact(FloatKind::F128, &tiny), Some(0));
    assert_eq!(
        parse_decimal(FloatKind::F32, &format!("{}.0", "1".repeat(400))),
        Some(0x7f80_0000)
    );
    // Bits above the width are ignored by the printer.
    assert_eq!(
        format_float(FloatKind::F16, 0xffff_0000_3c00),
        "1.000000e+00"
    );
}

#[test]
fn from_int_rounds_once_to_nearest_even() {
    // 2^31 - 1 is above f16's range; in f32 it rounds up to 2^31.
    assert_eq!(from_int(FloatKind::F16, false, (1 << 31) - 1), 0x7c00);
    assert_eq!(from_int(FloatKind::F32, false, (1 << 31) - 1), 0x4f00_0000);
    // 2049 lies halfway between the f16 values 2048 and 2050: even wins.
    assert_eq!(from_int(FloatKind::F16, false, 2049), 0x6800);
    assert_eq!(from_int(FloatKind::F16, true, 3), 0xc200);
    assert_eq!(from_int(FloatKind::F32, false, 0), 0);
    // 2^64 + 2^11 + 1 rounds up in f64 only because of the last bit,
    // which a detour through a narrower conversion would lose.
    let n = (1u128 << 64) + (1 << 11) + 1;
    assert_eq!(from_int(FloatKind::F64, false, n), (1087u128 << 52) | 1);
    assert_eq!(precision(FloatKind::BF16), 8);
    assert_eq!(max_exponent(FloatKind::F16), 15);
}
