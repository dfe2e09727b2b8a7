// ERRORS: each Int16 sample of an array times an Int scale, in a forEach closure with a named parameter, is refused in swiftc's words
let samples: [Int16] = [100, -20, 7]
let scale = 2
print(samples.count)
samples.forEach { sample in
    print(sample * scale)
}
