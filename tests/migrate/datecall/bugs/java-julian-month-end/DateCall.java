// seeded bug: Julian to Gregorian walks past a month when the day equals the month length (>= instead of >): day 031 becomes 02-00; shows on: typical, leap
// DATECALL in Java: every record of DATEIN (sorted by key in EBCDIC order) holds a Gregorian
// (G, YYYYMMDD) or Julian (J, YYYYDDD) date; the date routine (class DateSub, the COBOL
// subprogram DATESUB) validates and converts it. Valid dates go to DATEOUT, invalid ones and
// keys out of sequence to DATEREJ with the reason; totals on stdout.
// Usage: java DateCall DATEIN DATEOUT DATEREJ   (Latin-1 lines, one record per line)
// Exit status 4 when anything was rejected, 16 when DATEIN is missing.

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public class DateCall {
    static final Charset EBCDIC = Charset.forName("IBM037");
    static final Charset LATIN1 = StandardCharsets.ISO_8859_1;
    static final String[] DAY_NAMES =
            {"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"};

    /**
     * The EBCDIC (code page 037) bytes of Latin-1 text. The JDK's IBM037 encoder sends LF
     * (U+000A) to NL X'15' like U+0085; in code page 037 LF is X'25', so it is put back.
     */
    static byte[] toEbcdic(String s) {
        byte[] e = s.getBytes(EBCDIC);
        for (int i = 0; i < e.length; i++) {
            if (s.charAt(i) == '\n') e[i] = 0x25;
        }
        return e;
    }

    /** Compares keys as the mainframe does: byte by byte in EBCDIC (code page 037). */
    static int ebcdicCompare(String a, String b) {
        return Arrays.compareUnsigned(toEbcdic(a), toEbcdic(b));
    }

    /** A date the routine refuses; `code` is its return code. */
    static final class DateException extends Exception {
        private static final long serialVersionUID = 1L;
        final int code;
        final String reason;

        DateException(int code, String reason) {
            super(reason);
            this.code = code;
            this.reason = reason;
        }
    }

    /** A valid date in both forms, its weekday (1 = Monday) and the leap-year flag. */
    record Date(int year, int month, int day, int dayOfYear, int weekday, boolean leap) {
        int julian() {
            return year * 1000 + dayOfYear;
        }
    }

    /** The date routine DATESUB. */
    static final class DateSub {
        private static final int[] MONTH_DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

        static boolean isLeap(int year) {
            return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        }

        static int monthLength(int year, int month) {
            return MONTH_DAYS[month - 1] + (month == 2 && isLeap(year) ? 1 : 0);
        }

        private static int number(String digits) throws DateException {
            for (int i = 0; i < digits.length(); i++) {
                char c = digits.charAt(i);
                if (c < '0' || c > '9') throw new DateException(12, "DATE NOT NUMERIC");
            }
            return Integer.parseInt(digits);
        }

        /** Days since 1600-12-31 modulo 7: 1601-01-01 was a Monday. */
        private static int weekday(int year, int dayOfYear) {
            int y = year - 1601;
            int days = y * 365 + y / 4 - y / 100 + y / 400 + dayOfYear;
            int d = days % 7;
            return d == 0 ? 7 : d;
        }

        private static Date date(int year, int month, int day, int dayOfYear) {
            return new Date(year, month, day, dayOfYear, weekday(year, dayOfYear), isLeap(year));
        }

        static Date fromGregorian(String text) throws DateException {
            number(text);
            int year = number(text.substring(0, 4));
            int month = number(text.substring(4, 6));
            int day = number(text.substring(6, 8));
            if (year < 1601) throw new DateException(16, "YEAR BEFORE 1601");
            if (month < 1 || month > 12) throw new DateException(4, "MONTH NOT 01-12");
            if (day < 1 || day > monthLength(year, month)) {
                throw new DateException(8, "DAY NOT IN MONTH");
            }
            int dayOfYear = day;
            for (int m = 1; m < month; m++) dayOfYear += monthLength(year, m);
            return date(year, month, day, dayOfYear);
        }

        static Date fromJulian(String text) throws DateException {
            number(text);
            int year = number(text.substring(0, 4));
            int dayOfYear = number(text.substring(4, 7));
            if (year < 1601) throw new DateException(16, "YEAR BEFORE 1601");
            if (dayOfYear < 1 || dayOfYear > (isLeap(year) ? 366 : 365)) {
                throw new DateException(20, "DAY OF YEAR NOT IN YEAR");
            }
            int month = 1, day = dayOfYear;
            while (day >= monthLength(year, month)) {
                day -= monthLength(year, month);
                month++;
            }
            return date(year, month, day, dayOfYear);
        }
    }

    record DateRecord(String key, char format, String date, String desc) {
        static DateRecord parse(String r) {
            return new DateRecord(r.substring(0, 8), r.charAt(8), r.substring(9, 17),
                    r.substring(17, 40));
        }

        Date convert() throws DateException {
            switch (format) {
                case 'G': return DateSub.fromGregorian(date);
                case 'J': return DateSub.fromJulian(date.substring(0, 7));
                default: throw new DateException(24, "UNKNOWN DATE FORMAT");
            }
        }
    }

    /** The records of a line file: each `len` characters and a line end (the last may lack it). */
    static List<String> readRecords(Path path, int len) throws IOException {
        String data = new String(Files.readAllBytes(path), LATIN1);
        List<String> records = new ArrayList<>();
        int pos = 0;
        while (pos < data.length()) {
            int end = Math.min(pos + len, data.length());
            StringBuilder rec = new StringBuilder(data.substring(pos, end));
            while (rec.length() < len) rec.append(' ');
            records.add(rec.toString());
            pos = end;
            if (pos < data.length() && data.charAt(pos) == '\n') pos++;
        }
        return records;
    }

    static void writeLines(String path, List<String> lines) throws IOException {
        try (OutputStream f = new FileOutputStream(path)) {
            for (String line : lines) f.write((line + "\n").getBytes(LATIN1));
        }
    }

    /** Counters of PIC S9(7): the eighth digit is lost. */
    static int bump(int n) {
        return (n + 1) % 10_000_000;
    }

    static String editCount(int n) {
        return String.format(Locale.ROOT, "%,9d", n);
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java DateCall DATEIN DATEOUT DATEREJ");
            System.exit(2);
        }
        PrintStream out = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), false,
                LATIN1);
        List<String> records;
        try {
            records = readRecords(Path.of(args[0]), 40);
        } catch (IOException e) {
            out.print("DATECALL: DATEIN OPEN STATUS 35\n");
            out.flush();
            System.exit(16);
            return;
        }
        List<String> accepted = new ArrayList<>(), rejected = new ArrayList<>();
        int read = 0, valid = 0, rejects = 0, leapDays = 0;
        int earliest = 9_999_999, latest = 0;
        String prevKey = "\0".repeat(8); // LOW-VALUES
        for (String r : records) {
            DateRecord rec = DateRecord.parse(r);
            read = bump(read);
            try {
                if (ebcdicCompare(rec.key(), prevKey) <= 0) {
                    throw new DateException(28, "KEY OUT OF SEQUENCE");
                }
                prevKey = rec.key();
                Date d = rec.convert();
                valid = bump(valid);
                accepted.add(String.format(Locale.ROOT, "%s %04d-%02d-%02d %07d %-9s %c %s", rec.key(), d.year(),
                        d.month(), d.day(), d.julian(), DAY_NAMES[d.weekday() - 1],
                        d.leap() ? 'Y' : 'N', rec.desc()));
                if (d.month() == 2 && d.day() == 29) leapDays = bump(leapDays);
                earliest = Math.min(earliest, d.julian());
                latest = Math.max(latest, d.julian());
            } catch (DateException e) {
                rejects = bump(rejects);
                rejected.add(String.format(Locale.ROOT, "%s %c %s %02d %s", rec.key(), rec.format(), rec.date(),
                        e.code, e.reason));
            }
        }
        writeLines(args[1], accepted);
        writeLines(args[2], rejected);
        out.print("DATECALL: RECORDS READ  " + editCount(read) + "\n");
        out.print("DATECALL: VALID DATES   " + editCount(valid) + "\n");
        out.print("DATECALL: REJECTED      " + editCount(rejects) + "\n");
        out.print("DATECALL: LEAP DAYS     " + editCount(leapDays) + "\n");
        out.print(String.format(Locale.ROOT, "DATECALL: EARLIEST %07d LATEST %07d\n", earliest, latest));
        out.flush();
        System.exit(rejects > 0 ? 4 : 0);
    }
}
